/**
 * @module PyJHora 4.8.5's saham code (src/jhora/horoscope/transit/saham.py) written out as a model,
 * so that every difference between the engine and the oracle's sahams can be traced to a named cause
 * (test/engine/sahams/pyjhora.test.ts; the verification report, scripts/verify/sahams.ts). The model
 * takes the inputs PyJHora itself used (its longitudes, its day/night flag, the lords it gave Scorpio
 * and Aquarius: test/fixtures/oracle/sahams-pyjhora.json) and each of PyJHora's departures from
 * Table 74 can be switched off one at a time; with all of them off and the engine's reading it must
 * give the engine's sahams, with all of them on it must give PyJHora's.
 *
 * The departures, as read in saham.py:
 * - `reading`: `_is_C_between_B_to_A` tests signs, starting from the sign after B's ('sign');
 * - `unreducedHouses`: a house is the lagna + 30 (n - 1) with no reduction below 360, and its sign is
 *   int(lon / 30): a house longitude past 360 has a sign index of 12 or more, which the sign test never
 *   meets (mrityu, paradesa, artha, santapa, apamrityu and labha);
 * - `labhaNightSwap`: labha swaps A and B at night, though Table 74 (and saham.py's own comment) says
 *   it is the same by day and night;
 * - `strengthLords`: the lord of Scorpio or Aquarius is the stronger of Mars and Ketu, of Saturn and
 *   Rahu (house.house_owner_from_planet_positions), not Mars and Saturn (samartha, paradesa, artha,
 *   karyasiddhi, labha);
 * - `rogaUncorrected`: roga never gets the 30 degrees.
 */
import { RASHI_LORDS, type SaptaGraha } from '../../src/engine/core/constants.js';
import { isBetween, type TajakaCorrection } from '../../src/engine/sahams/index.js';

export interface PyJHoraSahamChart {
  /** PyJHora's sidereal ascendant */
  lagna: number;
  /** PyJHora's longitudes, Sun .. Ketu */
  lon: number[];
  /** run.py's night_birth */
  night: boolean;
  /** [lord of Scorpio, lord of Aquarius] as graha indices (0 Sun .. 8 Ketu) */
  lords: [number, number];
  /** PyJHora's 36 sahams in Table 74's order */
  sahams: number[];
}

export interface PyJHoraQuirks {
  reading: TajakaCorrection;
  unreducedHouses: boolean;
  labhaNightSwap: boolean;
  strengthLords: boolean;
  rogaUncorrected: boolean;
}

/** Every departure on: the model is PyJHora 4.8.5. */
export const PYJHORA_4_8_5: PyJHoraQuirks = {
  reading: 'sign',
  unreducedHouses: true,
  labhaNightSwap: true,
  strengthLords: true,
  rogaUncorrected: true,
};
/** The causes in the order they are switched on when a difference is traced. */
export const QUIRK_STEPS = [
  'reading',
  'unreducedHouses',
  'labhaNightSwap',
  'strengthLords',
  'rogaUncorrected',
] as const;
export type QuirkStep = (typeof QUIRK_STEPS)[number];
export const QUIRK_LABELS: Record<QuirkStep, string> = {
  reading: "the between reading (PyJHora tests signs from the sign after B's)",
  unreducedHouses:
    'PyJHora leaves a house longitude past 360 unreduced, and its sign test never meets it',
  labhaNightSwap: 'PyJHora swaps labha at night (Table 74: same by day and night)',
  strengthLords: 'PyJHora takes Ketu or Rahu as lord of Scorpio or Aquarius when stronger',
  rogaUncorrected: 'PyJHora never adds the 30 degrees to roga',
};

const SAPTA: SaptaGraha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const mod360 = (x: number) => ((x % 360) + 360) % 360;

/** PyJHora's `_is_C_between_B_to_A`, sign indices by int(lon / 30) with no reduction. */
function pyBetweenSigns(a: number, b: number, c: number): boolean {
  const ar = Math.trunc(a / 30),
    br = Math.trunc(b / 30),
    cr = Math.trunc(c / 30);
  for (let n = br; n < br + 11; n++) {
    const next = (n + 1) % 12;
    if (next === cr) return true;
    if (next === ar) return false;
  }
  return false;
}

/** The 36 sahams as PyJHora 4.8.5's code computes them, with the chosen departures. */
export function pyjhoraModelSahams(c: PyJHoraSahamChart, q: PyJHoraQuirks): number[] {
  const L = c.lagna;
  const g = (name: SaptaGraha) => c.lon[SAPTA.indexOf(name)]!;
  const lordOf = (sign: number): number => {
    const s = ((sign % 12) + 12) % 12;
    if (q.strengthLords && s === 7) return c.lords[0];
    if (q.strengthLords && s === 10) return c.lords[1];
    return SAPTA.indexOf(RASHI_LORDS[s]!);
  };
  const lonOf = (i: number) => c.lon[i]!;
  const house = (n: number) => (q.unreducedHouses ? L + 30 * (n - 1) : mod360(L + 30 * (n - 1)));
  const between = (a: number, b: number, x: number) =>
    q.reading === 'sign' && q.unreducedHouses
      ? pyBetweenSigns(a, b, x)
      : isBetween(mod360(a), mod360(b), mod360(x), q.reading);
  const point = (a: number, b: number, x: number) =>
    mod360(a - b + x + (between(a, b, x) ? 0 : 30));
  /** day formula (a, b, x), swapped at night unless `same` */
  const sw = (a: number, b: number, x: number, same = false) =>
    c.night && !same ? point(b, a, x) : point(a, b, x);
  const lagnaSign = Math.trunc(L / 30);

  const punya = sw(g('Moon'), g('Sun'), L);
  const vidya = sw(g('Sun'), g('Moon'), L);
  const yasas = sw(g('Jupiter'), punya, L);
  const mitra = sw(g('Jupiter'), punya, g('Venus'));
  const mahatmya = sw(punya, g('Mars'), L);
  const asha = sw(g('Saturn'), g('Mars'), L);
  let samarthaLord = lordOf(lagnaSign);
  let samarthaNight = c.night;
  if (samarthaLord === 2) {
    samarthaLord = 4;
    samarthaNight = !samarthaNight;
  }
  const samartha = samarthaNight
    ? point(lonOf(samarthaLord), g('Mars'), L)
    : point(g('Mars'), lonOf(samarthaLord), L);
  const bhratri = point(g('Jupiter'), g('Saturn'), L);
  const gaurava = sw(g('Jupiter'), g('Moon'), g('Sun'));
  const pitri = sw(g('Saturn'), g('Sun'), L);
  const matri = sw(g('Moon'), g('Venus'), L);
  const putra = sw(g('Jupiter'), g('Moon'), L);
  const jeeva = sw(g('Saturn'), g('Jupiter'), L);
  const karma = sw(g('Mars'), g('Mercury'), L);
  const roga = q.rogaUncorrected ? mod360(2 * L - g('Moon')) : point(L, g('Moon'), L);
  const kali = sw(g('Jupiter'), g('Mars'), L);
  const sastra = sw(g('Jupiter'), g('Saturn'), g('Mercury'));
  const bandhu = sw(g('Mercury'), g('Moon'), L);
  const mrityu = point(house(8), g('Moon'), L);
  const paradesa = point(house(9), lonOf(lordOf(lagnaSign + 8)), L);
  const artha = point(house(2), lonOf(lordOf(lagnaSign + 1)), L);
  const paradara = sw(g('Venus'), g('Sun'), L);
  const vanik = sw(g('Moon'), g('Mercury'), L);
  const karyasiddhi = c.night
    ? point(g('Saturn'), g('Moon'), lonOf(lordOf(Math.trunc(g('Moon') / 30))))
    : point(g('Saturn'), g('Sun'), lonOf(lordOf(Math.trunc(g('Sun') / 30))));
  const vivaha = sw(g('Venus'), g('Saturn'), L);
  const santapa = sw(g('Saturn'), g('Moon'), house(6));
  const sraddha = sw(g('Venus'), g('Mars'), L);
  const preeti = sw(sastra, punya, L);
  const jadya = sw(g('Mars'), g('Saturn'), g('Mercury'));
  const vyapara = point(g('Mars'), g('Saturn'), L);
  const satru = sw(g('Mars'), g('Saturn'), L);
  const jalapatana = sw(105, g('Saturn'), L);
  const bandhana = sw(punya, g('Saturn'), L);
  const apamrityu = sw(house(8), g('Mars'), L);
  const labhaLord = lonOf(lordOf(lagnaSign + 10));
  const labha = sw(house(11), labhaLord, L, !q.labhaNightSwap);
  return [
    punya,
    vidya,
    yasas,
    mitra,
    mahatmya,
    asha,
    samartha,
    bhratri,
    gaurava,
    pitri,
    pitri,
    matri,
    putra,
    jeeva,
    karma,
    roga,
    kali,
    sastra,
    bandhu,
    mrityu,
    paradesa,
    artha,
    paradara,
    vanik,
    karyasiddhi,
    vivaha,
    santapa,
    sraddha,
    preeti,
    jadya,
    vyapara,
    satru,
    jalapatana,
    bandhana,
    apamrityu,
    labha,
  ];
}

/** Shortest distance between two longitudes, degrees. */
export const arcDiffDeg = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);
/** Agreement to within 1' (PyJHora rounds its sahams to 1e-4 degree). */
export const ONE_ARCMIN = 1 / 60;

/**
 * Traces one difference: the first departure (in QUIRK_STEPS order, switched on cumulatively from
 * the engine's own reading `from`) after which the model gives PyJHora's value.
 */
export function traceDifference(
  chart: PyJHoraSahamChart,
  index: number,
  from: TajakaCorrection,
): QuirkStep | null {
  const q: PyJHoraQuirks = {
    reading: from,
    unreducedHouses: false,
    labhaNightSwap: false,
    strengthLords: false,
    rogaUncorrected: false,
  };
  for (const step of QUIRK_STEPS) {
    if (step === 'reading') q.reading = 'sign';
    else q[step] = true;
    if (arcDiffDeg(pyjhoraModelSahams(chart, q)[index]!, chart.sahams[index]!) < ONE_ARCMIN)
      return step;
  }
  return null;
}

/** Per saham: charts agreeing within 1', and the cause of each difference. */
export interface SahamTally {
  agree: number[];
  causes: Partial<Record<QuirkStep | 'untraced', number>>[];
  total: number;
}

/**
 * Tallies the engine's sahams (`engineSahams[chart][saham]`, computed with `reading` on PyJHora's
 * inputs) against PyJHora's, tracing every difference.
 */
export function tallySahams(
  charts: readonly PyJHoraSahamChart[],
  engineSahams: readonly (readonly number[])[],
  reading: TajakaCorrection,
): SahamTally {
  const agree = new Array<number>(36).fill(0);
  const causes = Array.from(
    { length: 36 },
    () => ({}) as Partial<Record<QuirkStep | 'untraced', number>>,
  );
  charts.forEach((c, i) => {
    engineSahams[i]!.forEach((v, k) => {
      if (arcDiffDeg(v, c.sahams[k]!) < ONE_ARCMIN) {
        agree[k]!++;
        return;
      }
      const cause = traceDifference(c, k, reading) ?? 'untraced';
      causes[k]![cause] = (causes[k]![cause] ?? 0) + 1;
    });
  });
  return { agree, causes, total: agree.reduce((a, b) => a + b, 0) };
}

/** The causes of a tally summed over the sahams. */
export function causeTotals(t: SahamTally): Partial<Record<QuirkStep | 'untraced', number>> {
  const out: Partial<Record<QuirkStep | 'untraced', number>> = {};
  for (const c of t.causes)
    for (const [k, v] of Object.entries(c)) out[k as QuirkStep] = (out[k as QuirkStep] ?? 0) + v;
  return out;
}
