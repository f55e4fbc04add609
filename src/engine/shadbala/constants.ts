/**
 * @module Fixed values of shadbala (BPHS ch. 27; B.V. Raman, "Graha and Bhava Balas"), in virupas
 * (shashtiamsas; 60 virupas = 1 rupa).
 */
import { EXALTATION_DEG, NATURAL_FRIENDS, type SaptaGraha } from '../core/constants.js';

export const VIRUPAS_PER_RUPA = 60;

/** Deep debilitation point of each graha: 180 deg from its deep exaltation (BPHS 3.49-50). */
export const DEBILITATION_DEG: Readonly<Record<SaptaGraha, number>> = {
  Sun: EXALTATION_DEG.Sun + 180,
  Moon: EXALTATION_DEG.Moon + 180,
  Mars: EXALTATION_DEG.Mars - 180,
  Mercury: EXALTATION_DEG.Mercury + 180,
  Jupiter: EXALTATION_DEG.Jupiter + 180,
  Venus: EXALTATION_DEG.Venus - 180,
  Saturn: EXALTATION_DEG.Saturn - 180,
};

/** Naisargika bala (BPHS ch. 27; Raman ch. VII): 60 x k / 7, Saturn k = 1 ... Sun k = 7. */
export const NAISARGIKA_VIRUPAS: Readonly<Record<SaptaGraha, number>> = {
  Sun: 60,
  Moon: (60 * 6) / 7,
  Venus: (60 * 5) / 7,
  Jupiter: (60 * 4) / 7,
  Mercury: (60 * 3) / 7,
  Mars: (60 * 2) / 7,
  Saturn: 60 / 7,
};

/**
 * Minimum shadbala in rupas for a graha to be called strong.
 * - 'bphs': BPHS ch. 27 (Santhanam): Sun 390 virupas (6.5), Moon 6, Mars 5, Mercury 7, Jupiter 6.5,
 *   Venus 5.5, Saturn 5 rupas.
 * - 'raman': as B.V. Raman tabulates them in "Graha and Bhava Balas" (ch. VIII), with the Sun at 5.
 */
export const REQUIRED_RUPAS: Readonly<
  Record<'bphs' | 'raman', Readonly<Record<SaptaGraha, number>>>
> = {
  bphs: { Sun: 6.5, Moon: 6, Mars: 5, Mercury: 7, Jupiter: 6.5, Venus: 5.5, Saturn: 5 },
  raman: { Sun: 5, Moon: 6, Mars: 5, Mercury: 7, Jupiter: 6.5, Venus: 5.5, Saturn: 5 },
};

/** Compound (panchadha) relationship, BPHS ch. 3. */
export type CompoundRelation = 'adhimitra' | 'mitra' | 'sama' | 'satru' | 'adhisatru';

/**
 * Saptavargaja values in virupas.
 * - 'raman' (default): B.V. Raman, "Graha and Bhava Balas" ch. III: moolatrikona 45, own 30, great
 *   friend 22.5, friend 15, neutral 7.5, enemy 3.75, great enemy 1.875; his worked example is built
 *   from these.
 * - 'bphs': BPHS ch. 27 (Santhanam): 45, 30, 20, 15, 10, 4, 2.
 */
export const SAPTAVARGAJA_VIRUPAS: Readonly<
  Record<'raman' | 'bphs', { moolatrikona: number; own: number } & Record<CompoundRelation, number>>
> = {
  raman: {
    moolatrikona: 45,
    own: 30,
    adhimitra: 22.5,
    mitra: 15,
    sama: 7.5,
    satru: 3.75,
    adhisatru: 1.875,
  },
  bphs: { moolatrikona: 45, own: 30, adhimitra: 20, mitra: 15, sama: 10, satru: 4, adhisatru: 2 },
};

/** The seven vargas of saptavargaja bala (BPHS ch. 27). */
export const SAPTAVARGAS = ['D1', 'D2', 'D3', 'D7', 'D9', 'D12', 'D30'] as const;

/**
 * Drekkana (0, 1, 2) in which each graha gets 15 virupas: male grahas (Sun, Mars, Jupiter) in the
 * first, female (Moon, Venus) in the second, neuter (Mercury, Saturn) in the third (BPHS ch. 27; this
 * is the allocation of B.V. Raman's consolidated table, whose Moon in a second drekkana gets 15).
 */
export const DREKKANA_OF_STRENGTH: Readonly<Record<SaptaGraha, number>> = {
  Sun: 0,
  Mars: 0,
  Jupiter: 0,
  Moon: 1,
  Venus: 1,
  Mercury: 2,
  Saturn: 2,
};

/** Grahas strong in odd signs (the rest, Moon and Venus, in even), BPHS ch. 27. */
export const ODD_SIGN_GRAHAS: ReadonlySet<SaptaGraha> = new Set([
  'Sun',
  'Mars',
  'Mercury',
  'Jupiter',
  'Saturn',
]);

/** Where each graha has no dig bala: the point opposite its house of strength (BPHS ch. 27). */
export type DigZero = 'IC' | 'DESC' | 'MC' | 'ASC';
export const DIG_ZERO: Readonly<Record<SaptaGraha, DigZero>> = {
  Sun: 'IC',
  Mars: 'IC',
  Jupiter: 'DESC',
  Mercury: 'DESC',
  Moon: 'MC',
  Venus: 'MC',
  Saturn: 'ASC',
};

/** Day (diva) grahas of nathonnatha bala; Mercury is strong always, the rest at night (BPHS ch. 27). */
export const DIVA_GRAHAS: ReadonlySet<SaptaGraha> = new Set(['Sun', 'Jupiter', 'Venus']);

/** Rulers of the thirds of the day and of the night (tribhaga bala, BPHS ch. 27); Jupiter always. */
export const DAY_THIRD_LORDS: readonly SaptaGraha[] = ['Mercury', 'Sun', 'Saturn'];
export const NIGHT_THIRD_LORDS: readonly SaptaGraha[] = ['Moon', 'Venus', 'Mars'];

/** Chaldean (hora) order, descending speed. */
export const HORA_ORDER: readonly SaptaGraha[] = [
  'Saturn',
  'Jupiter',
  'Mars',
  'Sun',
  'Venus',
  'Mercury',
  'Moon',
];

/** Grahas that may be at war (BPHS ch. 27; Raman art. 76). */
export const WAR_GRAHAS: readonly SaptaGraha[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
/** Disc diameters (bimba parimana), arcseconds, as Raman tabulates them (art. 77). */
export const BIMBA_ARCSEC: Readonly<Record<SaptaGraha, number>> = {
  Sun: 0,
  Moon: 0,
  Mars: 9.4,
  Mercury: 6.6,
  Jupiter: 190.4,
  Venus: 16.6,
  Saturn: 158.0,
};

/** Maximum declination used by Raman's ayana bala (his table of declinations, ch. V). */
export const RAMAN_MAX_KRANTI_DEG = 24;

/** Special aspects (visesha drishti, BPHS 26; Raman art. 115): extra virupas inside these arcs. */
export const VISESHA_DRISHTI: Readonly<
  Partial<Record<SaptaGraha, { arcs: readonly (readonly [number, number])[]; virupas: number }>>
> = {
  Mars: {
    arcs: [
      [90, 120],
      [210, 240],
    ],
    virupas: 15,
  },
  Jupiter: {
    arcs: [
      [120, 150],
      [240, 270],
    ],
    virupas: 30,
  },
  Saturn: {
    arcs: [
      [60, 90],
      [270, 300],
    ],
    virupas: 45,
  },
};

/** Natural relationship of a graha towards another (BPHS 3.55). */
export function naturalRelation(of: SaptaGraha, to: SaptaGraha): 'friend' | 'neutral' | 'enemy' {
  const r = NATURAL_FRIENDS[of];
  if (r.friends.includes(to)) return 'friend';
  if (r.enemies.includes(to)) return 'enemy';
  return 'neutral';
}
