/**
 * @module The sentences of one language (docs/languages.md "Readings"): the chart reading of
 * Family N, the daily rashifal and the feeds, as functions from the facts (every name already in
 * the language, from data/names) to whole sentences written in that language's own order.
 * English and Hindi keep their original builders (src/engine/reading/index.ts,
 * src/engine/rashifal/texts.ts); bn, ta, te, kn, ml, gu, mr and or are packs
 * (src/engine/texts/lang/<lang>.ts), loaded only when asked for.
 *
 * Grammar: names come in their dictionary form; where a language marks case or a postposition,
 * the sentence carries it on a generic noun after the name ("மேஷ ராசியில்", "ಏಳನೇ ಭಾವದಲ್ಲಿ",
 * "সপ্তম ভাবে"), so no name is inflected by rule; numbers stand as digits with the language's
 * own counters. Every sentence is a statement of structure, a tradition's framing or conditional
 * counsel, as in English.
 */
import type { GrahaName } from '../core/constants.js';
import type { YogaCategory } from '../yogas/catalogue-types.js';
import type { Dignity, NakshatraClass } from '../reading/names.js';

export type SectionId = 'lagna' | 'moon' | 'strength' | 'yogas' | 'doshas' | 'dasha';
export type Domain = 'career' | 'relationships' | 'health' | 'finance';
export type Severity = 'none' | 'low' | 'medium' | 'high';
export type DashaLevel = 'maha' | 'antar' | 'pratyantar';
export type ShaniPhase =
  'sade-sati-rising' | 'sade-sati-peak' | 'sade-sati-setting' | 'dhaiya-kantaka' | 'dhaiya-ashtama';
export type KaalSarpForm = 'full' | 'partial-node-sign' | 'partial-one-outside';

/** A placement of a dasha lord: a graha with its house and sign, or a node with its dispositor. */
export type Placement =
  | {
      node: false;
      graha: string;
      house: number;
      rashi: string;
      dignity: string;
      ruled: readonly number[];
    }
  | {
      node: true;
      graha: string;
      house: number;
      rashi: string;
      dispositor: string;
      dispositorHouse: number;
    };

/** The pitra dosha's conditions, as facts. */
export type PitraCondition =
  | { kind: 'sun-with'; other: string }
  | { kind: 'ninth-lord-with'; lord: string; other: string }
  | { kind: 'node-in-ninth'; node: string };

export interface ReadingPack {
  titles: Readonly<Record<SectionId, string>>;
  method: string;
  disclaimer: string;
  /** "the 7th house" */
  house(h: number): string;
  /** a list of houses, "the 2nd and 7th houses" */
  houses(hs: readonly number[]): string;
  dignity: Readonly<Record<Dignity, string>>;
  modality: readonly [string, string, string];
  element: readonly [string, string, string, string];
  /** BPHS ch. 11: what each house signifies (index 0 unused) */
  houseMatters: readonly string[];
  /** the graha as a part of the Time-person (BPHS ch. 3) */
  karaka: Readonly<Partial<Record<GrahaName, string>>>;
  nakshatraClass: Readonly<Record<NakshatraClass, string>>;
  gana: readonly [string, string, string];
  categoryName: Readonly<Record<YogaCategory, string>>;
  categoryNote: Readonly<Partial<Record<YogaCategory, string>>>;
  severity: Readonly<Record<Severity, string>>;
  level: Readonly<Record<DashaLevel, string>>;
  shaniPhase: Readonly<Record<ShaniPhase, string>>;

  lagnaSign(f: {
    rashi: string;
    deg: string;
    modality: string;
    element: string;
    lord: string;
  }): string;
  lagnaNature(f: { rashi: string; odd: boolean }): string;
  lagnaLord(f: {
    lord: string;
    house: number;
    rashi: string;
    dignity: string;
    matters: string;
  }): string;
  moonSign(f: { rashi: string; house: number; dignity: string; waxing: boolean }): string;
  moonNakshatra(f: {
    nakshatra: string;
    pada: number;
    lord: string;
    gana: string;
    cls: string;
  }): string;
  moonTexts(f: { nakshatra: string; rashi: string }): string;
  strengthRanking(f: { grahas: ReadonlyArray<{ graha: string; ratio: string }> }): string;
  strengthGraha(f: {
    graha: string;
    karaka: string;
    ruled: readonly number[];
    house: number;
    matters: string;
  }): string;
  strengthBelow(f: { grahas: readonly string[] }): string;
  yogasNone(): string;
  yogasCount(f: {
    count: number;
    families: ReadonlyArray<{ name: string; count: number }>;
  }): string;
  yogaFormed(f: {
    yoga: string;
    family: string;
    grahas: readonly string[];
    houses: readonly number[];
  }): string;
  doshasNone(f: { date: string }): string;
  doshaPresent(f: {
    dosha: string;
    severity: string;
    why: string;
    checked: number;
    applied: number;
  }): string;
  doshasCounsel(): string;
  manglikWhy(f: {
    refs: ReadonlyArray<{ from: 'lagna' | 'Moon' | 'Venus'; fromName: string; house: number }>;
  }): string;
  kaalSarpWhy(f: {
    form: KaalSarpForm;
    savya: boolean;
    type: string;
    rahuHouse: number;
    rahu: string;
    ketu: string;
  }): string;
  pitraWhy(f: { conditions: readonly PitraCondition[] }): string;
  kemdrumWhy(f: { waxing: boolean }): string;
  guruChandalWhy(f: { jupiter: string; nodes: readonly string[]; orb: string }): string;
  grahanWhy(f: { pairs: ReadonlyArray<{ lum: string; node: string; orb: string }> }): string;
  shaniWhy(f: {
    date: string;
    saturn: string;
    rashi: string;
    house: number;
    phase: string;
  }): string;
  dashaNone(f: { date: string }): string;
  dashaRunning(f: {
    date: string;
    periods: ReadonlyArray<{ lord: string; level: string; start: string; end: string }>;
  }): string;
  placement(p: Placement): string;
  dashaMahaLord(f: { placement: string }): string;
  dashaAntarLord(f: { placement: string }): string;
  dashaCounsel(f: { lord: string }): string;
  summary(f: {
    lagna: string;
    moonRashi: string;
    nakshatra: string;
    pada: number;
    top?: string;
    yogas: number;
    doshas: number;
    date?: string;
    lords?: readonly string[];
  }): string;
}

export interface RashifalPack {
  /** [domain][score 1-5] -> two variants (index 0 unused) */
  domains: Readonly<Record<Domain, ReadonlyArray<readonly [string, string]>>>;
  domainLabel: Readonly<Record<Domain, string>>;
  disclaimer: string;
  tara: readonly string[];
  summary(f: {
    rashi: string;
    date: string;
    scores: ReadonlyArray<{ domain: string; score: number }>;
  }): string;
  transit(f: {
    graha: string;
    grahaRashi: string;
    house: number;
    rashi: string;
    favourable: boolean;
    vedha?: { house: number; by: readonly string[] };
  }): string;
  chandraBala(f: { rashi: string; state: 0 | 1 | 2 | 3 }): string;
  taraBala(f: {
    dayNakshatra: string;
    rashi: string;
    entries: ReadonlyArray<{ nakshatra: string; padas: number; tara: string }>;
    overall: 0 | 1 | 2;
  }): string;
}

export interface FeedPack {
  /** the daily panchang feed */
  dailyTitle: string;
  dailyDescription: string;
  itemTitle(f: {
    date: string;
    vara: string;
    paksha?: string;
    tithi?: string;
    nakshatra?: string;
    utsava?: string;
  }): string;
  /** "X until 14:05" (`date` set when the end falls on another date) */
  until(f: { name: string; time: string; date?: string }): string;
  /** the lines of an item; each limb list already joined */
  itemLines(f: {
    vara: string;
    varaLord: string;
    tithi: string;
    nakshatra: string;
    yoga: string;
    karana: string;
    sunrise?: string;
    sunset?: string;
    hinduConvention: boolean;
    amanta: string;
    purnimanta: string;
    vikramSamvat: number;
    samvatsara: string;
    utsava?: string;
    alsoUtsavas: readonly string[];
  }): readonly string[];
  then: string;
  /** the meta feed */
  metaTitle: string;
  metaDescription: string;
  /** how often a feed of the meta feed is updated */
  updateEvery(f: { minutes: number }): string;
  /** RSS categories: the daily feed's items, the meta feed's items */
  categories: Readonly<{ panchang: string; feeds: string }>;
  /** the calendar feed */
  windows: Readonly<
    Record<
      'brahma' | 'abhijit' | 'rahu-kalam' | 'yamaganda' | 'gulika-kalam',
      { title: string; note: string }
    >
  >;
  /** a window's description: its title, what it is, and the day (calendarDay) */
  windowLine(f: { title: string; note: string; day: string }): string;
  calendarDay(f: { vara: string; paksha: string; tithi: string; nakshatra: string }): string;
  calendarName(place: string): string;
  calendarDescription(f: { place: string; tz: string }): string;
  ingress(f: { graha: string; rashi: string; retrograde: boolean }): string;
  station(f: { graha: string; retrograde: boolean }): string;
  highlightNote(f: { text: string; at: string }): string;
}

/** Everything a language writes (English and Hindi write their feeds with src/engine/texts/feeds). */
export interface TextPack {
  reading: ReadingPack;
  rashifal: RashifalPack;
  feeds: FeedPack;
}

/** "a, b and c" with a language's conjunction. */
export function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]!}`;
}
