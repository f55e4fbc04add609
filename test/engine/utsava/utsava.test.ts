import { describe, expect, it } from 'vitest';
import {
  TRADITIONS,
  UTSAVA_RULES,
  utsavasForYear,
  type UtsavaItem,
} from '../../../src/engine/utsava/index.js';
import type { Place } from '../../../src/engine/panchang/index.js';
import knownDates from '../../fixtures/utsava-known-dates.json';
import published from '../../fixtures/utsava-published-2001-2035.json';
import centralGov from '../../fixtures/utsava-central-gov-delhi.json';
import {
  agreementOf,
  impliedVaishnavaEkadashis,
  type KnownDate,
  type KnownDatesFixture,
  observancesOf,
  pct,
} from './agreement.js';

const DELHI: Place = { latDeg: 28.6139, lonDeg: 77.209, zone: { ianaZone: 'Asia/Kolkata' } };

const years = new Map<number, UtsavaItem[]>();
function year(y: number): UtsavaItem[] {
  let v = years.get(y);
  if (!v) {
    v = utsavasForYear(y, DELHI);
    years.set(y, v);
  }
  return v;
}

const REQUIRED = [
  'makar-sankranti',
  'thai-pongal',
  'vasant-panchami',
  'maha-shivaratri',
  'holika-dahan',
  'holi-dhulandi',
  'chaitra-navaratri',
  'ram-navami',
  'hanuman-jayanti',
  'vishu',
  'akshaya-tritiya',
  'buddha-purnima',
  'guru-purnima',
  'raksha-bandhan',
  'krishna-janmashtami',
  'ganesh-chaturthi',
  'onam',
  'sharad-navaratri',
  'dussehra',
  'karwa-chauth',
  'dhanteras',
  'naraka-chaturdashi',
  'diwali-lakshmi-puja',
  'govardhan-puja',
  'bhai-dooj',
  'chhath-puja',
];

describe('rules are data', () => {
  it('has unique ids, a tradition, a rule text and a shastra anchor for every rule', () => {
    const ids = UTSAVA_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of UTSAVA_RULES) {
      expect(TRADITIONS).toContain(r.tradition);
      expect(r.rule.length).toBeGreaterThan(10);
      expect(r.shastraAnchor.length).toBeGreaterThan(10);
    }
  });

  it('lists both traditions, named, where they differ: Janmashtami and every ekadashi', () => {
    const byId = new Map(UTSAVA_RULES.map((r) => [r.id, r]));
    expect(byId.get('krishna-janmashtami')!.tradition).toBe('smarta');
    expect(byId.get('krishna-janmashtami-vaishnava')!.tradition).toBe('vaishnava');
    const smartaEk = UTSAVA_RULES.filter((r) => r.kind === 'ekadashi' && r.tradition === 'smarta');
    expect(smartaEk.length).toBe(26);
    for (const r of smartaEk)
      expect(byId.get(`${r.id}-vaishnava`)?.tradition, r.id).toBe('vaishnava');
    expect(byId.get('vishu')!.tradition).toBe('kerala');
  });
});

describe('utsavasForYear, New Delhi', () => {
  for (const y of [2024, 2025, 2026]) {
    it(`${y}: at least 60 items, all in the year, in date order, with every required festival`, () => {
      const list = year(y);
      expect(list.length).toBeGreaterThanOrEqual(60);
      for (let i = 0; i + 1 < list.length; i++)
        expect(list[i]!.date <= list[i + 1]!.date).toBe(true);
      for (const u of list) {
        expect(u.date.startsWith(`${y}-`)).toBe(true);
        expect(u.shastraAnchor.length).toBeGreaterThan(0);
        expect(u.rule.length).toBeGreaterThan(0);
        expect(u.nakshatra.name.length).toBeGreaterThan(0);
        expect(u.uid).toBe(`${u.id}-${u.date}`);
        expect(TRADITIONS).toContain(u.tradition);
        expect(u.ruleApplied.vyapti.length).toBeGreaterThan(0);
        expect([
          'one-day',
          'both-days',
          'no-day',
          'sankranti',
          'nakshatra',
          'relative',
          'ekadashi',
        ]).toContain(u.ruleApplied.case);
        if (u.ruleApplied.case === 'both-days') expect(u.ruleApplied.tieBreak).not.toBeNull();
      }
      expect(new Set(list.map((u) => u.uid)).size).toBe(list.length);
      const ids = new Set(list.map((u) => u.id));
      for (const id of REQUIRED) expect(ids.has(id), id).toBe(true);
      expect(
        list.filter((u) => u.kind === 'ekadashi' && u.tradition === 'smarta').length,
      ).toBeGreaterThanOrEqual(23);
      expect(
        list.filter((u) => u.kind === 'ekadashi' && u.tradition === 'vaishnava').length,
      ).toBeGreaterThanOrEqual(23);
      expect(list.filter((u) => u.kind === 'purnima').length).toBeGreaterThanOrEqual(11);
      expect(list.filter((u) => u.kind === 'amavasya').length).toBeGreaterThanOrEqual(11);
      expect(list.filter((u) => u.id.startsWith('sankranti-')).length).toBe(12);
    });
  }

  it('gives the deciding tithi with its span around the date', () => {
    const diwali = year(2024).find((u) => u.id === 'diwali-lakshmi-puja')!;
    expect(diwali.date).toBe('2024-11-01');
    expect(diwali.tithi!.name).toBe('Amavasya');
    expect(diwali.lunarMonth).toEqual({ amanta: 'Ashvin', purnimanta: 'Kartika' });
    expect(diwali.decision).toMatch(/second/);
    const d2025 = year(2025).find((u) => u.id === 'diwali-lakshmi-puja')!;
    expect(d2025.date).toBe('2025-10-20');
    // amavasya covers only 14 minutes of the second pradosha: less than the one ghati that counts
    expect(d2025.ruleApplied.case).toBe('one-day');
  });

  it('keeps the adhika-month ekadashis in an adhika year and festivals in the nija month', () => {
    const l = year(2026);
    expect(l.some((u) => u.id === 'ekadashi-padmini')).toBe(true);
    expect(l.some((u) => u.id === 'ekadashi-parama')).toBe(true);
    // Nirjala (Jyeshtha Shukla 11) falls in nija Jyeshtha, after Adhika Jyeshtha (17 May - 15 June 2026)
    expect(l.find((u) => u.id === 'ekadashi-nirjala')!.date > '2026-06-15').toBe(true);
  });

  // Floors per set, below the measured agreement (docs/panchang-muhurta-utsavas.md has the table):
  // in-sample 174/174, held-out 275/278 (98.9%) when this was written. A rule change that loses
  // more than a few dates in either set fails here; the floors are not the measured values.
  const fixture = knownDates as KnownDatesFixture;
  it('agrees with the in-sample published New Delhi dates (2021-2026, >= 97%)', () => {
    const a = agreementOf(fixture.dates, year);
    console.log(
      `in-sample agreement: ${a.agree}/${a.total} (${pct(a.agree, a.total)})${a.misses.length ? `\n  ${a.misses.join('\n  ')}` : ''}`,
    );
    expect(a.total).toBeGreaterThanOrEqual(170);
    expect(a.agree / a.total).toBeGreaterThanOrEqual(0.97);
  });

  it('agrees with the held-out published New Delhi dates (2015-2023, collected before the rule changes, >= 95%)', () => {
    const a = agreementOf(fixture.heldOut.dates, year);
    console.log(
      `held-out agreement: ${a.agree}/${a.total} (${pct(a.agree, a.total)})${a.misses.length ? `\n  ${a.misses.join('\n  ')}` : ''}`,
    );
    expect(a.total).toBeGreaterThanOrEqual(270);
    expect(a.agree / a.total).toBeGreaterThanOrEqual(0.95);
    // the Vaishnava days the sources state, and those their complete year lists imply
    const vaishnava = agreementOf(
      fixture.heldOut.dates.filter((d) => d.id.endsWith('-vaishnava')),
      year,
    );
    expect(vaishnava.total).toBeGreaterThanOrEqual(20);
    expect(vaishnava.agree / vaishnava.total).toBeGreaterThanOrEqual(0.9);
    const implied = agreementOf(impliedVaishnavaEkadashis(fixture), year);
    expect(implied.total).toBeGreaterThanOrEqual(50);
    expect(implied.agree / implied.total).toBeGreaterThanOrEqual(0.9);
  });

  // Issue 27: published dates of 23 festivals for 2001-2035, split by year before any rule change
  // (in-sample 2001 + 3k, held-out the rest). Measured after the issue-27 rules: in-sample 264/276,
  // held-out 507/529 (docs/panchang-muhurta-utsavas.md); before them 248/276 and 474/529.
  const pub = (published as { dates: Array<KnownDate & { split: string }> }).dates;
  const observances = observancesOf(UTSAVA_RULES);
  it.each([
    ['in-sample', 0.94],
    ['held-out', 0.93],
  ] as const)('agrees with the %s published dates of 2001-2035 (>= %s)', (split, floor) => {
    const rows = pub.filter((d) => d.split === split);
    const a = agreementOf(rows, year, observances);
    console.log(`published 2001-2035, ${split}: ${a.agree}/${a.total} (${pct(a.agree, a.total)})`);
    expect(rows.length).toBeGreaterThanOrEqual(split === 'in-sample' ? 270 : 520);
    expect(a.agree / a.total).toBeGreaterThanOrEqual(floor);
  });

  // Issue 31, third round: the Government of India's Delhi/New Delhi holiday lists (DoPT office
  // memoranda), a source independent of both lists above, committed before the engine was compared
  // with it. Measured: held-out 86/90 (95.6 %; one source error, the adhika month's Ganesh
  // Chaturthi of 2012, and three rows both almanac lists contradict), in-sample years 29/32. The
  // years are those the published-dates case above has already computed.
  it('agrees with the held-out years of the central government Delhi holiday lists (>= 93%)', () => {
    const rows = (centralGov as { dates: Array<KnownDate & { split: string }> }).dates.filter(
      (d) => d.split === 'held-out',
    );
    const a = agreementOf(rows, year);
    console.log(`central government Delhi lists, held-out: ${a.agree}/${a.total}`);
    expect(rows.length).toBeGreaterThanOrEqual(85);
    expect(a.agree / a.total).toBeGreaterThanOrEqual(0.93);
  });

  it('is deterministic', () => {
    expect(utsavasForYear(2025, DELHI)).toEqual(year(2025));
  });
});

describe("the texts' rules on the cases that decide them (New Delhi)", () => {
  const at = (y: number, id: string) => year(y).filter((u) => u.id === id);
  it('Janmashtami: Smarta at nishitha, Vaishnava at a sunrise free of saptami (2019, 2023)', () => {
    // 2019: ashtami 08:09 on 23 Aug to 08:32 on 24 Aug: at the midnight of the 23rd, at the sunrise of the 24th
    expect(at(2019, 'krishna-janmashtami')[0]!.date).toBe('2019-08-23');
    expect(at(2019, 'krishna-janmashtami-vaishnava')[0]!.date).toBe('2019-08-24');
    expect(at(2023, 'krishna-janmashtami')[0]!.date).toBe('2023-09-06');
    expect(at(2023, 'krishna-janmashtami-vaishnava')[0]!.date).toBe('2023-09-07');
  });

  it('Ekadashi: Vaishnava arunodaya-vedha, vyanjuli and kshaya; Smarta dvadashi-kshaya moves to the viddha day', () => {
    // Rama 2018: ekadashi began at 05:10, inside the arunodaya of 3 Nov: Smarta 3 Nov, Vaishnava 4 Nov
    const rama = at(2018, 'ekadashi-rama')[0]!;
    expect(rama.date).toBe('2018-11-03');
    expect(at(2018, 'ekadashi-rama-vaishnava')[0]!.date).toBe('2018-11-04');
    expect(at(2018, 'ekadashi-rama-vaishnava')[0]!.ruleApplied.tieBreak).toMatch(/arunodaya/);
    // Devutthana 2020: a pure ekadashi followed by a dvadashi at two sunrises (vyanjuli)
    expect(at(2020, 'ekadashi-devutthana')[0]!.date).toBe('2020-11-25');
    expect(at(2020, 'ekadashi-devutthana-vaishnava')[0]!.date).toBe('2020-11-26');
    // Jaya 2018: dvadashi reaches no sunrise, so householders keep the dashami-viddha 27 Jan
    const jaya = at(2018, 'ekadashi-jaya')[0]!;
    expect(jaya.date).toBe('2018-01-27');
    expect(jaya.ruleApplied.tieBreak).toMatch(/dvadashi kshaya/);
    expect(at(2018, 'ekadashi-jaya-vaishnava')[0]!.date).toBe('2018-01-28');
    // Kamika 2018: ekadashi at no sunrise (kshaya)
    expect(at(2018, 'ekadashi-kamika')[0]!.date).toBe('2018-08-07');
    expect(at(2018, 'ekadashi-kamika-vaishnava')[0]!.date).toBe('2018-08-08');
  });

  it('Vishu: the first sunrise after the Mesha sankramam (Medam 2 when it comes after sunrise)', () => {
    const v2018 = at(2018, 'vishu')[0]!;
    expect(v2018.date).toBe('2018-04-15');
    expect(v2018.sankranti!.iso.startsWith('2018-04-14T08:')).toBe(true);
    expect(v2018.ruleApplied.tieBreak).toBe('after sunrise: the next day');
    expect(at(2021, 'vishu')[0]!.date).toBe('2021-04-14'); // ingress 02:3x, before sunrise
  });

  it('Vishu in both Kerala readings, named: a sankramam minutes after sunrise splits them (2010)', () => {
    // 2010: the Mesha sankramam at 06:57, 56 minutes after the New Delhi sunrise (06:01), well inside
    // the first 3/5 of the daytime: Medam 1 is 14 April, the first sunrise after it is on 15 April
    const kani = at(2010, 'vishu')[0]!;
    const medam1 = at(2010, 'vishu-medam-1')[0]!;
    expect(kani.sankranti!.iso.startsWith('2010-04-14T06:5')).toBe(true);
    expect(kani.date).toBe('2010-04-15');
    expect(medam1.date).toBe('2010-04-14');
    expect(medam1.ruleApplied.tieBreak).toBe('before the end of madhyahna: that day');
    expect(UTSAVA_RULES.find((r) => r.id === 'vishu-medam-1')).toMatchObject({
      tradition: 'kerala',
      observanceOf: 'vishu',
    });
    // an ingress before sunrise gives both the same day (2021: 02:3x on 14 April)
    expect(at(2021, 'vishu-medam-1')[0]!.date).toBe('2021-04-14');
  });

  it('one ghati is the least pervasion that counts; Dhanteras on two pradoshas takes the second', () => {
    // Vijayadashami 2018: dashami began as the aparahna of 18 Oct ended: only 19 Oct prevails
    const d = at(2018, 'dussehra')[0]!;
    expect(d.date).toBe('2018-10-19');
    expect(d.ruleApplied.case).toBe('one-day');
    // Vasant Panchami 2019: 9 minutes of the forenoon of 9 Feb do not make a day
    expect(at(2019, 'vasant-panchami')[0]!.date).toBe('2019-02-10');
    const dh = at(2015, 'dhanteras')[0]!;
    expect(dh.date).toBe('2015-11-09');
    expect(dh.ruleApplied).toMatchObject({ case: 'both-days', tieBreak: 'para (the second day)' });
  });
});

describe('issue 27: the rules on the days where their edge cases happen (New Delhi)', () => {
  const at = (y: number, id: string) => year(y).filter((u) => u.id === id);
  it('Govardhan Puja: amavasya at sunrise on the day after Diwali, and a pratipada too short for the next day (chandra-darshana)', () => {
    // 2010: amavasya at the sunrise of 6 Nov (to 10:21), pratipada to 08:06 on 7 Nov, 1 h 25 min
    // after its sunrise, far under 9 muhurtas: dvitiya's Moon is seen on the 7th, so the 6th
    const g2010 = at(2010, 'govardhan-puja')[0]!;
    expect(g2010.date).toBe('2010-11-06');
    expect(g2010.ruleApplied.tieBreak).toMatch(/^chandra-darshana/);
    expect(at(2010, 'diwali-lakshmi-puja')[0]!.date).toBe('2010-11-05');
    // 2020 (the almanac's 15 November, a difference before): pratipada ended 07:06 on the 16th
    expect(at(2020, 'govardhan-puja')[0]!.date).toBe('2020-11-15');
    // 2025: pratipada to 20:17 on 22 Oct, 13 h 47 min after sunrise: the 22nd stands, a day's gap after Diwali
    const g2025 = at(2025, 'govardhan-puja')[0]!;
    expect(g2025.date).toBe('2025-10-22');
    expect(g2025.ruleApplied.tieBreak).toBeNull();
    expect(at(2025, 'diwali-lakshmi-puja')[0]!.date).toBe('2025-10-20');
  });

  it('Onam: Thiruvonam on Chingam 1 gives way to the next (2016); a Thiruvonam at no sunrise owns its day (2031); one gone within 6 nazhikas does not (2024)', () => {
    const o2016 = at(2016, 'onam')[0]!;
    expect(o2016.date).toBe('2016-09-14');
    expect(o2016.decision).toMatch(/2016-08-17 passed over/);
    // 2031: Thiruvonam 07:18 on 30 Aug to 04:43 on 31 Aug; Uthradam held the sunrise of the 30th for under 6 nazhikas
    const o2031 = at(2031, 'onam');
    expect(o2031.map((u) => u.date)).toEqual(['2031-08-30']);
    expect(at(2024, 'onam')[0]!.date).toBe('2024-09-15');
    // two Thiruvonam days in Chingam, the first qualifies: 2013 (20 August and 16 September)
    expect(at(2013, 'onam').map((u) => u.date)).toEqual(['2013-08-20']);
  });

  it('Navaratri: a pratipada under a muhurta at sunrise leaves the amavasya-joined day (2004); one muhurta keeps its day', () => {
    // 2004: pratipada 08:18 on 14 Oct to 06:33 on 15 Oct, 8 minutes after that sunrise
    const n2004 = at(2004, 'sharad-navaratri')[0]!;
    expect(n2004.date).toBe('2004-10-14');
    expect(n2004.ruleApplied.tieBreak).toMatch(/^muhurta-matra/);
    expect(at(2024, 'sharad-navaratri')[0]!.date).toBe('2024-10-03');
  });

  it('Naraka Chaturdashi: chaturdashi at the pre-dawn moonrise (1999)', () => {
    // 1999: chaturdashi 06:08 on 6 Nov to 07:35 on 7 Nov; the Moon rose at 04:44 on the 6th (trayodashi)
    // and at 05:37 on the 7th (chaturdashi): the 7th, although chaturdashi touched the 6th's arunodaya
    const n = at(1999, 'naraka-chaturdashi')[0]!;
    expect(n.date).toBe('1999-11-07');
    expect(n.ruleApplied.vyapti).toMatch(/moonrise before dawn/);
  });

  it('Akshaya Tritiya: on two forenoons, the second only when there tritiya pervades more than 3 muhurtas (Dharmasindhu; 2020, 2017)', () => {
    // 2020: tritiya from 11:52 on 25 April (27 min of that forenoon) to 13:23 on the 26th (the whole forenoon): the 26th
    const a2020 = at(2020, 'akshaya-tritiya')[0]!;
    expect(a2020.date).toBe('2020-04-26');
    expect(a2020.ruleApplied.tieBreak).toMatch(/^para/);
    // 2017: tritiya from 10:29 on 28 April to 06:55 on the 29th, 1.3 muhurtas after that sunrise: the 28th
    const a2017 = at(2017, 'akshaya-tritiya')[0]!;
    expect(a2017.date).toBe('2017-04-28');
    expect(a2017.ruleApplied.tieBreak).toMatch(/^purva/);
  });

  it("Buddha Purnima in an adhika Vaishakha year is the nija month's purnima at sunrise (2010)", () => {
    // 2010: adhika Vaishakha from 15 April; its purnima (28 April) is not the festival
    expect(at(2010, 'buddha-purnima').map((u) => u.date)).toEqual(['2010-05-27']);
    expect(at(2010, 'purnima-adhika').map((u) => u.date)).toEqual(['2010-04-28']);
  });
});

describe('city-aware', () => {
  it('computes for another place and zone (New York, with DST)', () => {
    const ny = utsavasForYear(2025, {
      latDeg: 40.7128,
      lonDeg: -74.006,
      zone: { ianaZone: 'America/New_York' },
    });
    expect(ny.length).toBeGreaterThanOrEqual(60);
    const diwali = ny.find((u) => u.id === 'diwali-lakshmi-puja')!;
    expect(diwali.date).toMatch(/^2025-10-(20|21)$/);
    expect(diwali.tithi!.start.iso.endsWith('-04:00')).toBe(true);
  });

  it('rejects a year outside the supported range', () => {
    // the service's one supported range (src/engine/time/supported-range.ts): -1400..2999
    expect(() => utsavasForYear(-1401, DELHI)).toThrow(/supported range/);
    expect(() => utsavasForYear(3000, DELHI)).toThrow(/supported range/);
    expect(utsavasForYear(1850, DELHI).length).toBeGreaterThan(60);
  });
});

describe('principalUtsava', () => {
  it('prefers a festival over the tithi observances of the same day', async () => {
    const { principalUtsava } = await import('../../../src/engine/utsava/index.js');
    const list = year(2024);
    expect(principalUtsava(list, '2024-11-01')!.id).toBe('diwali-lakshmi-puja');
    expect(principalUtsava(list, '2024-08-19')!.id).toBe('raksha-bandhan');
    expect(principalUtsava(list, '2024-02-01')).toBeNull();
  });
});
