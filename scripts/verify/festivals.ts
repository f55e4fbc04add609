/**
 * @module Verification section: the festival calendar (src/engine/utsava) against published dates,
 * in-sample and held-out apart: the 2001-2035 list of issue 27 (23 festivals, split by year before
 * the rules were changed; a festival with two named observances agrees when one of them falls on
 * the date), per festival for the festivals issue 27 names and in total, and the two New Delhi
 * lists of 2015-2026 (test/fixtures/utsava-known-dates.json); the Government of India's Delhi
 * holiday lists (test/fixtures/utsava-central-gov-delhi.json); and per festival tradition (issue 31),
 * per source, the almanacs and government lists of test/fixtures/utsava-traditions.json. Known
 * differences: docs/panchang-muhurta-utsavas.md.
 */
import { UTSAVA_RULES, utsavasForYear, type UtsavaItem } from '../../src/engine/utsava/index.js';
import knownDates from '../../test/fixtures/utsava-known-dates.json';
import published from '../../test/fixtures/utsava-published-2001-2035.json';
import centralGov from '../../test/fixtures/utsava-central-gov-delhi.json';
import {
  agreementOf,
  type KnownDate,
  type KnownDatesFixture,
  observancesOf,
} from '../../test/engine/utsava/agreement.js';
import {
  countedObserveLabel,
  isDocumentedDifference,
  TRADITION_FIXTURE,
  traditionAgreement,
  YearCache,
} from '../../test/engine/utsava/tradition-agreement.js';
import type { VerifyRow, VerifySection } from './types';

const ISSUE_27 = [
  'govardhan-puja',
  'onam',
  'vishu',
  'buddha-purnima',
  'vasant-panchami',
  'naraka-chaturdashi',
  'sharad-navaratri',
  'ram-navami',
  'thai-pongal',
  'karwa-chauth',
];
const KNOWN = 'see docs/panchang-muhurta-utsavas.md (published dates 2001-2035)';

export const festivalsSection: VerifySection = () => {
  const fx = knownDates as KnownDatesFixture;
  const place = {
    latDeg: fx.place.latDeg,
    lonDeg: fx.place.lonDeg,
    zone: { ianaZone: fx.place.ianaZone },
  };
  const cache = new Map<number, UtsavaItem[]>();
  const itemsOf = (y: number): UtsavaItem[] => {
    let v = cache.get(y);
    if (!v) {
      v = utsavasForYear(y, place);
      cache.set(y, v);
    }
    return v;
  };
  const pub = (published as { dates: Array<KnownDate & { split: 'in-sample' | 'held-out' }> })
    .dates;
  const observances = observancesOf(UTSAVA_RULES);
  const ref = (split: string) =>
    `published dates 2001-2035, ${split === 'in-sample' ? 'years 2001+3k' : 'other years'} (timeanddate, drikpanchang; test/fixtures/utsava-published-2001-2035.json)`;
  const rows: VerifyRow[] = [];
  for (const split of ['in-sample', 'held-out'] as const) {
    const a = agreementOf(
      pub.filter((d) => d.split === split),
      itemsOf,
      observances,
    );
    rows.push({
      feature: 'Festival calendar, 23 festivals (New Delhi)',
      reference: ref(split),
      cases: a.total,
      agree: a.agree,
      known: a.misses.length ? `${a.misses.length} differences: ${KNOWN}` : 'none',
      split,
    });
    for (const id of ISSUE_27) {
      const r = a.byId.get(id);
      if (r)
        rows.push({
          feature: `Festival: ${id}`,
          reference: ref(split),
          cases: r.total,
          agree: r.agree,
          known: r.agree === r.total ? 'none' : KNOWN,
          split,
        });
    }
  }
  const inS = agreementOf(fx.dates, itemsOf);
  const held = agreementOf(fx.heldOut.dates, itemsOf);
  rows.push({
    feature: 'Festival calendar and ekadashis (New Delhi)',
    reference: 'published New Delhi almanac dates 2021-2026 (utsava-known-dates.json)',
    cases: inS.total,
    agree: inS.agree,
    known: inS.misses.length ? KNOWN : 'none',
    split: 'in-sample',
  });
  rows.push({
    feature: 'Festival calendar and ekadashis (New Delhi)',
    reference: 'published New Delhi almanac dates 2015-2023 (utsava-known-dates.json, held out)',
    cases: held.total,
    agree: held.agree,
    known: held.misses.length
      ? `${held.misses.length} differences (Holika 2016, Akshaya Tritiya 2020): docs/panchang-muhurta-utsavas.md`
      : 'none',
    split: 'held-out',
  });
  // The Government of India's Delhi/New Delhi holiday lists (DoPT office memoranda): a source
  // independent of both almanac lists, committed before the engine was compared with it.
  const gov = (centralGov as { dates: Array<KnownDate & { split: string }> }).dates;
  for (const split of ['in-sample-years', 'held-out'] as const) {
    const a = agreementOf(
      gov.filter((d) => d.split === split),
      itemsOf,
    );
    rows.push({
      feature: 'Festival calendar, default tradition (New Delhi)',
      reference: `Government of India, holidays of its Delhi/New Delhi offices (DoPT office memoranda, closed and restricted), ${split === 'held-out' ? 'years no rule was read against' : 'years the rules were read against in another list'} (utsava-central-gov-delhi.json)`,
      cases: a.total,
      agree: a.agree,
      known: a.misses.length
        ? `${a.misses.length} differences: see docs/panchang-muhurta-utsavas.md (central government lists)`
        : 'none',
      split: split === 'held-out' ? 'held-out' : 'in-sample',
    });
  }
  rows.push(...traditionRows());
  return rows;
};

/**
 * Per festival tradition (issue 31), per source, in-sample and held-out apart: the published dates
 * of test/fixtures/utsava-traditions.json at the observance each source's community keeps
 * (`observe`, documented in the fixture; local when none is documented). Mauritius' Ganesh
 * Chaturthi holiday is a documented difference, reported on its own row.
 */
export function traditionRows(): VerifyRow[] {
  const fx = TRADITION_FIXTURE;
  const cache = new YearCache();
  const rows: VerifyRow[] = [];
  const KNOWN_T = 'see docs/panchang-muhurta-utsavas.md (festival traditions: every difference)';
  for (const split of ['in-sample', 'held-out'] as const) {
    for (const src of Object.keys(fx.sources)) {
      const observe = countedObserveLabel(fx, src);
      const dates = fx.dates.filter((d) => d.source === src && d.split === split);
      for (const documented of [false, true]) {
        const set = dates.filter((d) => isDocumentedDifference(d) === documented);
        for (const r of traditionAgreement(set, 'counted', cache)) {
          rows.push({
            feature: `Festivals, ${r.tradition} tradition${documented ? ' (documented difference)' : ''}`,
            reference: `${fx.sources[src]!.name}, ${fx.sources[src]!.publisher} (observe=${observe}; utsava-traditions.json)`,
            cases: r.total,
            agree: r.agree,
            known: r.misses.length ? `${r.misses.length} differences: ${KNOWN_T}` : 'none',
            split,
          });
        }
      }
    }
  }
  return rows;
}
