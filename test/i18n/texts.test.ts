/**
 * Every name and every template of every language (docs/languages.md): each id of
 * src/engine/i18n/ids.ts has a name in every names file, in its language's script; every function
 * and string of every text pack (src/engine/texts/lang) is called with facts that reach each of its
 * branches, and no output holds a Latin letter, an unfilled slot or a missing value; and real
 * readings and rashifals in each pack's language pass the same check.
 */
import { describe, expect, it } from 'vitest';
import { LANGS, foreignLetters, type Lang } from '../../src/engine/i18n/langs.js';
import { nameIds } from '../../src/engine/i18n/ids.js';
import { PACK_LANGS, loadPack } from '../../src/engine/texts/packs.js';
import type { TextPack } from '../../src/engine/texts/pack.js';
import { loadNames } from '../../src/platform/names.js';
import { nChartAnswer, nChartBodySchema } from '../../src/routes/n/chart.js';
import { computeRashifal } from '../../src/platform/feeds/rashifal-store.js';
import { readingTexts } from '../../src/engine/reading/index.js';

/** What is wrong with a text of a language: Latin letters, unfilled slots, missing values. */
function fragments(text: string, lang: Lang): string[] {
  const out: string[] = [];
  if (text.trim() === '') out.push('empty');
  const foreign = foreignLetters(text, lang);
  if (foreign.length) out.push(`letters not of the script: ${[...new Set(foreign)].join('')}`);
  for (const bad of ['undefined', 'null', 'NaN', '${', '{', '}', '[object'])
    if (text.includes(bad)) out.push(`"${bad}"`);
  return out;
}

describe('names', () => {
  it("every id has a name in every language, in the language's script", async () => {
    const ids = nameIds();
    const problems: string[] = [];
    for (const lang of LANGS) {
      const names = await loadNames(lang);
      for (const id of ids) {
        const n = names[id];
        if (!n) {
          problems.push(`${lang} ${id}: missing`);
          continue;
        }
        for (const f of fragments(n, lang)) problems.push(`${lang} ${id}: ${f} in ${n}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

const H = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** Call every function of a pack with facts reaching each branch; every string field too. */
function walk(p: TextPack, n: (id: string) => string): string[] {
  const R = p.reading;
  const g = n('graha.mars');
  const out: string[] = [];
  const strings = (v: unknown): void => {
    if (typeof v === 'string') {
      if (v !== '') out.push(v);
    } else if (Array.isArray(v)) v.forEach(strings);
    else if (v && typeof v === 'object') Object.values(v).forEach(strings);
  };
  strings([
    R.titles,
    R.method,
    R.disclaimer,
    R.dignity,
    R.modality,
    R.element,
    R.houseMatters,
    R.karaka,
    R.nakshatraClass,
    R.gana,
    R.categoryName,
    R.categoryNote,
    R.severity,
    R.level,
    R.shaniPhase,
    R.yogasNone(),
    R.doshasCounsel(),
  ]);
  for (const h of H)
    out.push(
      R.house(h),
      R.lagnaLord({
        lord: g,
        house: h,
        rashi: n('rashi.1'),
        dignity: R.dignity.own,
        matters: R.houseMatters[h]!,
      }),
      R.moonSign({
        rashi: n('rashi.2'),
        house: h,
        dignity: R.dignity.exalted,
        waxing: h % 2 === 0,
      }),
    );
  out.push(R.houses([2]), R.houses([2, 7]), R.houses([1, 4, 10]));
  for (let r = 1; r <= 12; r++)
    out.push(
      R.lagnaSign({
        rashi: n(`rashi.${r}`),
        deg: '12.3°',
        modality: R.modality[(r - 1) % 3]!,
        element: R.element[(r - 1) % 4]!,
        lord: g,
      }),
      R.lagnaNature({ rashi: n(`rashi.${r}`), odd: r % 2 === 1 }),
    );
  out.push(
    R.moonNakshatra({
      nakshatra: n('nakshatra.4'),
      pada: 2,
      lord: g,
      gana: R.gana[0],
      cls: R.nakshatraClass.dhruva,
    }),
    R.moonTexts({ nakshatra: n('nakshatra.4'), rashi: n('rashi.2') }),
  );
  out.push(
    R.strengthRanking({
      grahas: [
        { graha: g, ratio: '1.23' },
        { graha: n('graha.sun'), ratio: '1.10' },
        { graha: n('graha.moon'), ratio: '0.98' },
      ],
    }),
  );
  out.push(
    R.strengthGraha({
      graha: g,
      karaka: R.karaka.Mars!,
      ruled: [1, 8],
      house: 10,
      matters: R.houseMatters[10]!,
    }),
    R.strengthGraha({
      graha: g,
      karaka: R.karaka.Sun!,
      ruled: [5],
      house: 1,
      matters: R.houseMatters[1]!,
    }),
  );
  out.push(R.strengthBelow({ grahas: [g] }), R.strengthBelow({ grahas: [g, n('graha.saturn')] }));
  out.push(
    R.yogasCount({
      count: 3,
      families: [
        { name: R.categoryName.raja, count: 2 },
        { name: R.categoryName.dhana, count: 1 },
      ],
    }),
  );
  for (const grahas of [[], [g], [g, n('graha.venus')]])
    for (const houses of [[], [7], [2, 11]])
      out.push(
        R.yogaFormed({
          yoga: n('chart-yoga.gaja-kesari'),
          family: R.categoryName.chandra,
          grahas,
          houses,
        }),
      );
  out.push(R.doshasNone({ date: '2026-05-01' }));
  for (const [checked, applied] of [
    [0, 0],
    [1, 0],
    [1, 1],
    [3, 1],
    [3, 2],
  ])
    out.push(
      R.doshaPresent({
        dosha: n('dosha.manglik'),
        severity: R.severity.medium,
        why: 'x',
        checked: checked!,
        applied: applied!,
      }).replace(': x', ''),
    );
  out.push(
    R.manglikWhy({
      refs: [
        { from: 'lagna', fromName: '', house: 7 },
        { from: 'Moon', fromName: '', house: 4 },
        { from: 'Venus', fromName: '', house: 8 },
      ],
    }),
  );
  for (const form of ['full', 'partial-node-sign', 'partial-one-outside'] as const)
    for (const savya of [true, false])
      out.push(
        R.kaalSarpWhy({
          form,
          savya,
          type: n('kaalsarp.1'),
          rahuHouse: 1,
          rahu: n('graha.rahu'),
          ketu: n('graha.ketu'),
        }),
      );
  out.push(
    R.pitraWhy({
      conditions: [
        { kind: 'sun-with', other: n('graha.rahu') },
        { kind: 'ninth-lord-with', lord: g, other: n('graha.saturn') },
        { kind: 'node-in-ninth', node: n('graha.ketu') },
      ],
    }),
  );
  out.push(R.kemdrumWhy({ waxing: true }), R.kemdrumWhy({ waxing: false }));
  out.push(
    R.guruChandalWhy({ jupiter: n('graha.jupiter'), nodes: [n('graha.rahu')], orb: '3.2°' }),
    R.grahanWhy({ pairs: [{ lum: n('graha.sun'), node: n('graha.rahu'), orb: '1.0°' }] }),
  );
  for (const phase of Object.values(R.shaniPhase))
    out.push(
      R.shaniWhy({
        date: '2026-05-01',
        saturn: n('graha.saturn'),
        rashi: n('rashi.11'),
        house: 12,
        phase,
      }),
    );
  out.push(
    R.dashaNone({ date: '2026-05-01' }),
    R.dashaRunning({
      date: '2026-05-01',
      periods: [
        { lord: g, level: R.level.maha, start: '2020-01-01', end: '2027-01-01' },
        { lord: n('graha.venus'), level: R.level.antar, start: '2025-01-01', end: '2026-06-01' },
      ],
    }),
  );
  const pl1 = R.placement({
    node: false,
    graha: g,
    house: 3,
    rashi: n('rashi.5'),
    dignity: R.dignity.friend,
    ruled: [1, 8],
  });
  const pl2 = R.placement({
    node: false,
    graha: n('graha.sun'),
    house: 3,
    rashi: n('rashi.5'),
    dignity: R.dignity.own,
    ruled: [5],
  });
  const pl3 = R.placement({
    node: true,
    graha: n('graha.rahu'),
    house: 6,
    rashi: n('rashi.9'),
    dispositor: n('graha.jupiter'),
    dispositorHouse: 2,
  });
  out.push(
    pl1,
    pl2,
    pl3,
    R.dashaMahaLord({ placement: pl1 }),
    R.dashaAntarLord({ placement: pl3 }),
    R.dashaCounsel({ lord: g }),
  );
  out.push(
    R.summary({
      lagna: n('rashi.1'),
      moonRashi: n('rashi.4'),
      nakshatra: n('nakshatra.8'),
      pada: 3,
      top: g,
      yogas: 4,
      doshas: 1,
      date: '2026-05-01',
      lords: [g, n('graha.venus')],
    }),
  );
  out.push(
    R.summary({
      lagna: n('rashi.1'),
      moonRashi: n('rashi.4'),
      nakshatra: n('nakshatra.8'),
      pada: 3,
      yogas: 0,
      doshas: 0,
    }),
  );
  const F = p.rashifal;
  strings([F.domains, F.domainLabel, F.disclaimer, F.tara]);
  for (const d of ['career', 'relationships', 'health', 'finance'] as const)
    for (let s = 1; s <= 5; s++)
      for (const v of F.domains[d][s]!) expect(v, `${d} ${s}`).not.toBe('');
  out.push(
    F.summary({
      rashi: n('rashi.3'),
      date: '2026-03-10',
      scores: [
        { domain: F.domainLabel.career, score: 4 },
        { domain: F.domainLabel.health, score: 2 },
      ],
    }),
  );
  for (const favourable of [true, false])
    for (const vedha of [
      undefined,
      { house: 5, by: [n('graha.saturn')] },
      { house: 9, by: [g, n('graha.sun')] },
    ])
      out.push(
        F.transit({
          graha: n('graha.jupiter'),
          grahaRashi: n('rashi.6'),
          house: 3,
          rashi: n('rashi.4'),
          favourable,
          ...(vedha ? { vedha } : {}),
        }),
      );
  for (const state of [0, 1, 2, 3] as const)
    out.push(F.chandraBala({ rashi: n('rashi.7'), state }));
  for (const overall of [0, 1, 2] as const)
    out.push(
      F.taraBala({
        dayNakshatra: n('nakshatra.1'),
        rashi: n('rashi.1'),
        entries: [
          { nakshatra: n('nakshatra.1'), padas: 4, tara: F.tara[0]! },
          { nakshatra: n('nakshatra.3'), padas: 1, tara: F.tara[2]! },
        ],
        overall,
      }),
    );
  const D = p.feeds;
  strings([
    D.dailyTitle,
    D.dailyDescription,
    D.then,
    D.metaTitle,
    D.metaDescription,
    D.windows,
    D.categories,
  ]);
  out.push(
    D.windowLine({
      ...D.windows.abhijit,
      day: D.calendarDay({
        vara: n('vara.2'),
        paksha: n('paksha.shukla'),
        tithi: n('tithi.3'),
        nakshatra: n('nakshatra.4'),
      }),
    }),
  );
  for (const minutes of [1440, 2880, 60]) out.push(D.updateEvery({ minutes }));
  out.push(
    D.itemTitle({
      date: '2026-03-10',
      vara: n('vara.3'),
      paksha: n('paksha.shukla'),
      tithi: n('tithi.5'),
      nakshatra: n('nakshatra.2'),
      utsava: n('festival.ram-navami'),
    }),
    D.itemTitle({ date: '2026-03-10', vara: n('vara.3') }),
  );
  out.push(
    D.until({ name: n('tithi.5'), time: '14:05' }),
    D.until({ name: n('tithi.5'), time: '14:05', date: '2026-03-11' }),
  );
  for (const hinduConvention of [true, false])
    for (const utsava of [undefined, n('festival.holika-dahan')])
      out.push(
        ...D.itemLines({
          vara: n('vara.3'),
          varaLord: g,
          tithi: n('tithi.5'),
          nakshatra: n('nakshatra.2'),
          yoga: n('yoga.3'),
          karana: n('karana.bava'),
          sunrise: '06:30',
          hinduConvention,
          amanta: n('month.lunar.1'),
          purnimanta: n('month.lunar.2'),
          vikramSamvat: 2083,
          samvatsara: n('samvatsara.40'),
          ...(utsava ? { utsava } : {}),
          alsoUtsavas: utsava ? [n('festival.lohri')] : [],
        }),
      );
  out.push(
    D.calendarDay({
      vara: n('vara.1'),
      paksha: n('paksha.krishna'),
      tithi: n('tithi.20'),
      nakshatra: n('nakshatra.9'),
    }),
    D.calendarName('28.61,77.21'),
    D.calendarDescription({ place: '28.61,77.21', tz: 'UTC+05:30' }),
  );
  for (const retrograde of [true, false])
    out.push(
      D.ingress({ graha: g, rashi: n('rashi.8'), retrograde }),
      D.station({ graha: g, retrograde }),
    );
  out.push(
    D.highlightNote({
      text: D.station({ graha: g, retrograde: true }),
      at: '2026-03-10T05:00:00.000Z',
    }),
  );
  return out;
}

describe.each(PACK_LANGS)('text pack %s', (lang) => {
  it('every template, filled with facts reaching each branch, is whole and in its script', async () => {
    const pack = (await loadPack(lang))!;
    const names = await loadNames(lang);
    const n = (id: string) => {
      const x = names[id];
      if (!x) throw new Error(`no name ${id}`);
      return x;
    };
    const texts = walk(pack, n);
    const problems = texts.flatMap((t) =>
      fragments(t.replace(/UTC\+05:30|T\d\d:\d\d:\d\d\.\d+Z/g, ''), lang).map((f) => `${f}: ${t}`),
    );
    expect(problems).toEqual([]);
    expect(texts.length).toBeGreaterThan(150);
  });

  it('real readings and rashifals are whole and in its script', async () => {
    const pack = (await loadPack(lang))!;
    const names = await loadNames(lang);
    const births = [
      {
        year: 1990,
        month: 5,
        day: 17,
        hour: 12,
        minute: 15,
        latitude: 28.6139,
        longitude: 77.209,
        timezone: 5.5,
      },
      {
        year: 1975,
        month: 1,
        day: 3,
        hour: 4,
        minute: 40,
        latitude: 13.08,
        longitude: 80.27,
        timezone: 5.5,
      },
      {
        year: 2003,
        month: 9,
        day: 29,
        hour: 21,
        minute: 5,
        latitude: 19.07,
        longitude: 72.88,
        timezone: 5.5,
      },
      {
        year: 1962,
        month: 2,
        day: 4,
        hour: 9,
        minute: 0,
        latitude: 22.57,
        longitude: 88.36,
        timezone: 5.5,
      },
    ];
    const problems: string[] = [];
    for (const b of births) {
      const a = nChartAnswer(
        nChartBodySchema.parse({ ...b, asOf: '2026-05-01' }),
        '2026-05-01',
        lang,
        { pack, names },
      ).ai;
      expect(a.lang).toBe(lang);
      for (const t of readingTexts(a))
        for (const f of fragments(t, lang)) problems.push(`${f}: ${t}`);
    }
    const day = computeRashifal('2026-03-10', lang, undefined, { pack, names }) as {
      rashis: Array<{
        text: {
          summary: string;
          transits: string[];
          career: string;
          relationships: string;
          health: string;
          finance: string;
        };
        disclaimer: string;
      }>;
    };
    for (const r of day.rashis)
      for (const t of [
        r.text.summary,
        ...r.text.transits,
        r.text.career,
        r.text.relationships,
        r.text.health,
        r.text.finance,
        r.disclaimer,
      ])
        for (const f of fragments(t, lang)) problems.push(`${f}: ${t}`);
    expect(problems).toEqual([]);
  });
});

/**
 * Case and agreement worked by hand from each language's grammar (not from the packs): the forms a
 * name or an ordinal takes before a postposition, the genitive agreeing with what is possessed, and
 * verbs agreeing in number. The names come from data/names, so a name file's form that the grammar
 * of a pack does not expect fails here too.
 */
describe('grammar of the packs, by hand', () => {
  const cases: Record<string, (p: TextPack, n: (id: string) => string) => Array<[string, string]>> =
    {
      bn: (p, n) => [
        [
          p.reading.dashaRunning({
            date: 'd',
            periods: [
              { lord: n('graha.jupiter'), level: p.reading.level.maha, start: 'a', end: 'b' },
              { lord: n('graha.mars'), level: p.reading.level.antar, start: 'a', end: 'b' },
            ],
          }),
          'বৃহস্পতির মহাদশা (a থেকে b পর্যন্ত) ও মঙ্গলের অন্তর্দশা',
        ],
        [
          p.reading.strengthGraha({
            graha: n('graha.saturn'),
            karaka: 'দুঃখ',
            ruled: [7],
            house: 6,
            matters: 'x',
          }),
          'শনিকে কালপুরুষের দুঃখ বলে; এখানে শনি সপ্তম ভাবের অধিপতি হয়ে ষষ্ঠ ভাবে',
        ],
      ],
      or: (p, n) => [
        [
          p.reading.dashaRunning({
            date: 'd',
            periods: [
              { lord: n('graha.jupiter'), level: p.reading.level.maha, start: 'a', end: 'b' },
            ],
          }),
          'ଗୁରୁଙ୍କ ମହାଦଶା (aରୁ b ପର୍ଯ୍ୟନ୍ତ)',
        ],
        [
          p.reading.strengthGraha({
            graha: n('graha.saturn'),
            karaka: 'x',
            ruled: [7],
            house: 6,
            matters: 'y',
          }),
          'ଶନିଙ୍କୁ କାଳପୁରୁଷର x ବୋଲି କହେ',
        ],
      ],
      mr: (p, n) => [
        [
          p.reading.dashaRunning({
            date: 'd',
            periods: [
              { lord: n('graha.jupiter'), level: p.reading.level.maha, start: 'a', end: 'b' },
              { lord: n('graha.mars'), level: p.reading.level.antar, start: 'a', end: 'b' },
            ],
          }),
          'गुरूची महादशा (a ते b) आणि मंगळाची अंतर्दशा',
        ],
        [
          p.reading.strengthGraha({
            graha: n('graha.sun'),
            karaka: p.reading.karaka.Sun!,
            ruled: [5],
            house: 1,
            matters: 'x',
          }),
          'सूर्याला कालपुरुषाचा आत्मा म्हणते; येथे सूर्य पाचव्या भावाचा स्वामी असून पहिल्या भावात आहे',
        ],
        [
          p.reading.strengthGraha({
            graha: n('graha.mercury'),
            karaka: p.reading.karaka.Mercury!,
            ruled: [3, 6],
            house: 2,
            matters: 'x',
          }),
          'बुधाला कालपुरुषाची वाणी म्हणते; येथे बुध तिसऱ्या आणि सहाव्या भावांचा स्वामी',
        ],
        [
          p.reading.strengthGraha({
            graha: n('graha.moon'),
            karaka: p.reading.karaka.Moon!,
            ruled: [4],
            house: 2,
            matters: 'x',
          }),
          'चंद्राला कालपुरुषाचे मन',
        ],
        [p.reading.houses([2, 7]), 'दुसरे आणि सातवे भाव'],
      ],
      gu: (p, n) => [
        [
          p.reading.dashaRunning({
            date: 'd',
            periods: [
              { lord: n('graha.jupiter'), level: p.reading.level.maha, start: 'a', end: 'b' },
            ],
          }),
          'ગુરુની મહાદશા (aથી b સુધી)',
        ],
        [
          p.reading.strengthGraha({
            graha: n('graha.sun'),
            karaka: p.reading.karaka.Sun!,
            ruled: [5],
            house: 7,
            matters: 'x',
          }),
          'સૂર્યને કાલપુરુષનો આત્મા કહે છે; અહીં સૂર્ય પાંચમા ભાવનો સ્વામી છે અને સાતમા ભાવમાં છે',
        ],
        [
          p.reading.strengthGraha({
            graha: n('graha.mercury'),
            karaka: p.reading.karaka.Mercury!,
            ruled: [3, 6],
            house: 2,
            matters: 'x',
          }),
          'બુધને કાલપુરુષની વાણી કહે છે; અહીં બુધ ત્રીજા અને છઠ્ઠા ભાવોનો સ્વામી',
        ],
        [
          p.reading.strengthGraha({
            graha: n('graha.moon'),
            karaka: p.reading.karaka.Moon!,
            ruled: [4],
            house: 2,
            matters: 'x',
          }),
          'કાલપુરુષનું મન',
        ],
        [p.reading.house(7), 'સાતમો ભાવ'],
      ],
      te: (p, n) => [
        [
          p.reading.lagnaSign({
            rashi: n('rashi.1'),
            deg: '1°',
            modality: 'x',
            element: 'y',
            lord: n('graha.mars'),
          }),
          'లగ్నం మేష రాశిలో',
        ],
        [
          p.reading.strengthGraha({
            graha: n('graha.mars'),
            karaka: 'x',
            ruled: [1, 8],
            house: 10,
            matters: 'y',
          }),
          'కుజ గ్రహాన్ని కాలపురుషుని xగా చెబుతుంది; ఇక్కడ కుజుడు మొదటి మరియు ఎనిమిదవ భావాలకు అధిపతిగా పదవ భావంలో ఉన్నాడు',
        ],
        [
          p.reading.dashaRunning({
            date: 'd',
            periods: [
              { lord: n('graha.jupiter'), level: p.reading.level.maha, start: 'a', end: 'b' },
            ],
          }),
          'గురు మహాదశ',
        ],
        [
          p.rashifal.transit({
            graha: n('graha.jupiter'),
            grahaRashi: n('rashi.6'),
            house: 3,
            rashi: n('rashi.4'),
            favourable: true,
            vedha: { house: 9, by: [n('graha.saturn')] },
          }),
          'శని గ్రహం దాని శుభ ఫలాన్ని అడ్డుకుంటుంది',
        ],
        [
          p.rashifal.transit({
            graha: n('graha.jupiter'),
            grahaRashi: n('rashi.6'),
            house: 3,
            rashi: n('rashi.4'),
            favourable: true,
            vedha: { house: 9, by: [n('graha.saturn'), n('graha.sun')] },
          }),
          'శని మరియు సూర్య గ్రహాలు దాని శుభ ఫలాన్ని అడ్డుకుంటాయి',
        ],
      ],
      kn: (p, n) => [
        [
          p.reading.strengthGraha({
            graha: n('graha.mars'),
            karaka: 'x',
            ruled: [1, 8],
            house: 7,
            matters: 'y',
          }),
          'ಮಂಗಳ ಗ್ರಹವನ್ನು ಕಾಲಪುರುಷನ x ಎಂದು ಹೇಳುತ್ತದೆ; ಇಲ್ಲಿ ಮಂಗಳ ಮೊದಲನೇ ಮತ್ತು ಎಂಟನೇ ಭಾವಗಳ ಅಧಿಪತಿಯಾಗಿ ಏಳನೇ ಭಾವದಲ್ಲಿ ಇದ್ದಾನೆ',
        ],
        [
          p.rashifal.transit({
            graha: n('graha.jupiter'),
            grahaRashi: n('rashi.6'),
            house: 3,
            rashi: n('rashi.4'),
            favourable: true,
            vedha: { house: 9, by: [n('graha.saturn')] },
          }),
          'ಶನಿ ಗ್ರಹ ಅದರ ಶುಭ ಫಲವನ್ನು ತಡೆಯುತ್ತದೆ',
        ],
        [
          p.rashifal.transit({
            graha: n('graha.jupiter'),
            grahaRashi: n('rashi.6'),
            house: 3,
            rashi: n('rashi.4'),
            favourable: true,
            vedha: { house: 9, by: [n('graha.saturn'), n('graha.sun')] },
          }),
          'ಶನಿ ಮತ್ತು ಸೂರ್ಯ ಗ್ರಹಗಳು ಅದರ ಶುಭ ಫಲವನ್ನು ತಡೆಯುತ್ತವೆ',
        ],
      ],
      ml: (p, n) => [
        [
          p.reading.dashaRunning({
            date: 'd',
            periods: ['jupiter', 'moon', 'saturn', 'rahu', 'mars'].map((g) => ({
              lord: n(`graha.${g}`),
              level: p.reading.level.maha,
              start: 'a',
              end: 'b',
            })),
          }),
          'വ്യാഴത്തിന്റെ മഹാദശ (a മുതൽ b വരെ), ചന്ദ്രന്റെ മഹാദശ (a മുതൽ b വരെ), ശനിയുടെ മഹാദശ (a മുതൽ b വരെ), രാഹുവിന്റെ മഹാദശ (a മുതൽ b വരെ), ചൊവ്വയുടെ മഹാദശ',
        ],
        [
          p.rashifal.transit({
            graha: n('graha.saturn'),
            grahaRashi: n('rashi.6'),
            house: 3,
            rashi: n('rashi.4'),
            favourable: true,
          }),
          'ഇതിനെ ശനിക്ക് ശുഭ ഗോചരസ്ഥാനമായി',
        ],
        [
          p.rashifal.transit({
            graha: n('graha.mars'),
            grahaRashi: n('rashi.6'),
            house: 3,
            rashi: n('rashi.4'),
            favourable: true,
          }),
          'ഇതിനെ ചൊവ്വയ്ക്ക് ശുഭ',
        ],
        [
          p.rashifal.transit({
            graha: n('graha.jupiter'),
            grahaRashi: n('rashi.6'),
            house: 3,
            rashi: n('rashi.4'),
            favourable: true,
          }),
          'ഇതിനെ വ്യാഴത്തിന് ശുഭ',
        ],
        [
          p.reading.grahanWhy({
            pairs: [{ lum: n('graha.sun'), node: n('graha.rahu'), orb: '1°' }],
          }),
          'സൂര്യനും രാഹുവും തമ്മിലുള്ള യുതി',
        ],
        [
          p.reading.strengthGraha({
            graha: n('graha.jupiter'),
            karaka: 'x',
            ruled: [2, 7],
            house: 9,
            matters: 'y',
          }),
          'വ്യാഴത്തെ കാലപുരുഷന്റെ x എന്ന് പറയുന്നു; ഇവിടെ വ്യാഴം രണ്ടും ഏഴും ഭാവങ്ങളുടെ അധിപനായി ഒമ്പതാം ഭാവത്തിൽ',
        ],
      ],
      ta: (p, n) => [
        [
          p.reading.lagnaSign({
            rashi: n('rashi.1'),
            deg: '1°',
            modality: 'x',
            element: 'y',
            lord: n('graha.mars'),
          }),
          'லக்னம் மேஷ ராசியில்',
        ],
      ],
    };
  it.each(PACK_LANGS)('%s', async (lang) => {
    const pack = (await loadPack(lang))!;
    const names = await loadNames(lang);
    const n = (id: string) => names[id]!;
    const list = cases[lang];
    expect(list, `no hand-worked cases for ${lang}`).toBeDefined();
    for (const [text, want] of list!(pack, n)) expect(text).toContain(want);
  });
});
