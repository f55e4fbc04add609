/**
 * @module Provenance facts of the engine (Family V `GET /v1/provenance`): the build, the series
 * with their truncation, the Delta T source, the frames and time models, the supported range with
 * its bound, the reference the engine is certified against, and the texts and papers each engine
 * module follows (as its module header names them). Pure data; a route returns it as is.
 */
import { NUTATION_IAU2000B } from './ephemeris/series/nutation-iau2000b.js';
import { VSOP87B_FAR_TRUNCATION } from './ephemeris/series/vsop87b-far.js';
import { NEAR_WINDOW } from './ephemeris/vsop-select.js';
import { SUPPORTED_RANGE } from './time/supported-range.js';
import { GOLDEN_VECTORS } from './golden-vectors.js';

/** One analytical series as bundled (terms kept and the truncation rule). */
export interface SeriesFact {
  name: string;
  bodies: string;
  citation: string;
  source: string;
  terms: number;
  truncation: string;
}

/** Per module, the texts and papers it implements. */
export interface ModuleCitation {
  module: string;
  citations: string[];
}

/** The provenance document. */
export interface ProvenanceFacts {
  build: string;
  series: SeriesFact[];
  deltaT: { source: string; tables: string; beyond: string; note: string };
  frames: {
    precession: string;
    obliquity: string;
    nutation: string;
    siderealTime: string;
    apparentPlace: string;
    ayanamsa: string;
  };
  timeScales: { calendar: string; yearNumbering: string; zones: string; ut: string };
  supportedRange: { minYear: number; maxYear: number; maxErrorArcsec: number; measuredBy: string };
  reference: { name: string; certification: string; goldenVectors: number };
  modules: ModuleCitation[];
}

/** Terms per body of the bundled VSOP87B tables and of ELP/MPP02 (scripts/gen-series.ts). */
const VSOP_TERMS = {
  earth: 474,
  mercury: 318,
  venus: 198,
  mars: 691,
  jupiter: 652,
  saturn: 950,
} as const;
const ELP_TERMS = 2985;

const MODULES: readonly ModuleCitation[] = [
  {
    module: 'ephemeris (planets)',
    citations: [
      'Bretagnon & Francou 1988, "Planetary theories in rectangular and spherical variables. VSOP87 solutions", A&A 202, 309',
    ],
  },
  {
    module: 'ephemeris (Moon)',
    citations: [
      'Chapront & Francou 2003, "The lunar theory ELP revisited. Introduction of new planetary perturbations", A&A 404, 735',
    ],
  },
  {
    module: 'ephemeris (precession, obliquity)',
    citations: [
      'Capitaine, Wallace & Chapront 2003, A&A 412, 567 (IAU 2006, P03)',
      'Vondrák, Capitaine & Wallace 2011, A&A 534, A22, erratum A&A 541, C1 (2012)',
    ],
  },
  {
    module: 'ephemeris (nutation)',
    citations: ['McCarthy & Luzum 2003, IAU 2000B, Celest. Mech. Dyn. Astr. 85, 37'],
  },
  {
    module: 'ephemeris (sidereal time)',
    citations: [
      'IERS Conventions 2010 ch. 5 (ERA-based GMST, IAU 2006)',
      "Simon et al. 1994, A&A 282, 663 (mean longitude of the Earth, for Swiss Ephemeris's long-term sidereal time)",
    ],
  },
  {
    module: 'ephemeris (apparent place)',
    citations: [
      'SOFA iauLd (light deflection)',
      'Explanatory Supplement to the Astronomical Almanac (light time, aberration)',
    ],
  },
  {
    module: 'ayanamsa',
    citations: [
      'Swiss Ephemeris 2.10 definitions (SE_SIDM_*): Lahiri per the Indian Astronomical Ephemeris, Raman, Krishnamurti, Sri Yukteshwar, Surya Siddhanta, Fagan-Bradley, True Chitra, True Pushya',
    ],
  },
  {
    module: 'time (Delta T)',
    citations: [
      'Stephenson, Morrison & Hohenkerk 2016, Proc. R. Soc. A 472: 20160404 (before 1620, via Swiss Ephemeris)',
      'IERS values 1620-present (Swiss Ephemeris table)',
      'Morrison & Stephenson 2004 long-term parabola -20 + 32 u^2 (beyond -3000..3000)',
    ],
  },
  {
    module: 'time (zones)',
    citations: [
      'IANA time zone database (local mean time before standard time) through Temporal (temporal-polyfill)',
    ],
  },
  {
    module: 'dasha',
    citations: [
      'Brihat Parashara Hora Shastra ch. 46 ff. (Vimsottari and the other nakshatra and rasi dashas)',
    ],
  },
  { module: 'vargas', citations: ['Brihat Parashara Hora Shastra ch. 6-7'] },
  { module: 'karakas', citations: ['Brihat Parashara Hora Shastra ch. 32'] },
  { module: 'yogas', citations: ['Brihat Parashara Hora Shastra', 'Phaladeepika ch. 6'] },
  {
    module: 'ashtakavarga',
    citations: ['Brihat Parashara Hora Shastra ch. 66-69', 'Brihat Jataka'],
  },
  {
    module: 'shadbala and bhava bala',
    citations: [
      'Brihat Parashara Hora Shastra (shadbala)',
      'Sripati Paddhati (bhava madhya and sandhi)',
    ],
  },
  {
    module: 'sahams',
    citations: [
      'Tajaka Neelakanthi',
      'P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach, ch. 28',
    ],
  },
  { module: 'kp', citations: ['K.S. Krishnamurti, Krishnamurti Paddhati (sub-lord ladder)'] },
  { module: 'muhurta', citations: ['Muhurta Chintamani', 'Surya Siddhanta (day divisions)'] },
  { module: 'matching', citations: ['Muhurta Chintamani (ashtakoota)', 'Brihat Jyotishsara'] },
  {
    module: 'riseset',
    citations: [
      'Surya Siddhanta convention: disc centre, no refraction ("Hindu rising" of Swiss Ephemeris); civil: upper limb with refraction',
    ],
  },
];

/**
 * The provenance facts.
 * @param build the engine build identity as the service reports it (e.g. "jyotisha-engine/1.3.0")
 */
export function provenanceFacts(build: string): ProvenanceFacts {
  const vsopTotal = Object.values(VSOP_TERMS).reduce((a, b) => a + b, 0);
  return {
    build,
    series: [
      {
        name: 'VSOP87B',
        bodies: 'Sun (Earth), Mercury, Venus, Mars, Jupiter, Saturn',
        citation: MODULES[0]!.citations[0]!,
        source: 'tables of the npm package astronomia (MIT), read by scripts/gen-series.ts',
        terms: vsopTotal,
        truncation: `a term of power alpha kept when |A| x 0.1^alpha >= 1e-8 (Earth), 3e-8 (Mars), 8e-8 (Saturn), 5e-8 (others); terms per body: ${Object.entries(
          VSOP_TERMS,
        )
          .map(([k, v]) => `${k} ${v}`)
          .join(
            ', ',
          )}; used for instants from ${NEAR_WINDOW.fromYear} to ${NEAR_WINDOW.toYear - 1}`,
      },
      {
        name: 'VSOP87B (far dates)',
        bodies: 'Sun (Earth), Mercury, Venus, Mars, Jupiter, Saturn',
        citation: MODULES[0]!.citations[0]!,
        source: 'tables of the npm package astronomia (MIT), read by scripts/gen-series.ts --far',
        terms: VSOP87B_FAR_TRUNCATION.totalTerms,
        truncation: `a term of power alpha kept when |A| x ${VSOP87B_FAR_TRUNCATION.tMaxMillennia}^alpha >= ${Object.entries(
          VSOP87B_FAR_TRUNCATION.thresholds,
        )
          .map(([k, v]) => `${v} (${k})`)
          .join(', ')}; terms per body: ${Object.entries(VSOP87B_FAR_TRUNCATION.terms)
          .map(([k, v]) => `${k} ${v}`)
          .join(
            ', ',
          )}; used for instants before ${NEAR_WINDOW.fromYear} and from ${NEAR_WINDOW.toYear} on`,
      },
      {
        name: 'ELP/MPP02 (DE405/DE406 fit)',
        bodies: 'Moon',
        citation: MODULES[1]!.citations[0]!,
        source: 'elpMppDeFull of the npm package astronomia (MIT), read by scripts/gen-series.ts',
        terms: ELP_TERMS,
        truncation:
          'longitude terms >= 0.001", latitude terms >= 0.0003", distance terms >= 1 km (a term of power alpha scaled by 1 century^alpha)',
      },
      {
        name: 'IAU 2000B nutation',
        bodies: 'nutation in longitude and obliquity',
        citation: MODULES[3]!.citations[0]!,
        source: 'src/engine/ephemeris/series/nutation-iau2000b.ts',
        terms: NUTATION_IAU2000B.length / 11,
        truncation:
          'the 77 luni-solar terms of IAU 2000B; its fixed planetary offsets left out, as Swiss Ephemeris does',
      },
    ],
    deltaT: {
      source:
        'Swiss Ephemeris 2.10.03 swe_deltat_ex (its default model) sampled into src/engine/time/delta-t-table.ts',
      tables:
        'yearly 1600-2200 (linear interpolation), every ten years -3000..3000 (cubic interpolation)',
      beyond: 'the parabola -20 + 32 u^2 s (u = (year - 1820)/100), joined to the table ends',
      note: 'matching Swiss Ephemeris is not the same as being right: the uncertainty of Delta T itself is about 1 minute at 1000 CE and 4 minutes at 0 CE',
    },
    frames: {
      precession:
        "IAU 2006 (P03) within 1800-2200; Vondrák et al. 2011 outside (Swiss Ephemeris's default)",
      obliquity: 'IAU 2006 mean obliquity within 1800-2200; Vondrák et al. 2011 outside',
      nutation: 'IAU 2000B',
      siderealTime:
        "IAU 2006 GMST from the Earth rotation angle plus the equation of the equinoxes 1850-2050; Swiss Ephemeris's long-term sidereal time before 1850 and from 2050",
      apparentPlace:
        'light time, light deflection by the Sun, annual aberration (first order), then the mean ecliptic and equinox of date',
      ayanamsa:
        "mean ayanamsas as Swiss Ephemeris defines them; sidereal = apparent tropical - nutation in longitude - ayanamsa (SE's traditional method)",
    },
    timeScales: {
      calendar: 'proleptic Gregorian (ISO 8601, Temporal) for every date, also before 1582',
      yearNumbering: 'astronomical: year 0 = 1 BCE, -1 = 2 BCE',
      zones: 'IANA zones through Temporal: historic offsets, local mean time before standard time',
      ut: 'UT1 taken equal to UTC for civil input (under 0.9 s), as Swiss Ephemeris does',
    },
    supportedRange: {
      minYear: SUPPORTED_RANGE.minYear,
      maxYear: SUPPORTED_RANGE.maxYear,
      maxErrorArcsec: SUPPORTED_RANGE.maxErrorArcsec,
      measuredBy:
        'scripts/accuracy-range.ts (npm run accuracy:range); docs/accuracy.md, "Supported date range"',
    },
    reference: {
      name: 'Swiss Ephemeris 2.10.03: DE431 files 1800-2400, its Moshier ephemeris for the rest of the supported range (the Moon there: Moshier at the same UT with its own Delta T, and the published bounds of ELP/MPP02 against DE406 and of DE406 against DE431)',
      certification:
        'golden vectors in src/engine/golden-vectors.ts recomputed by certify() (src/engine/certify.ts)',
      goldenVectors: GOLDEN_VECTORS.length,
    },
    modules: MODULES.map((m) => ({ module: m.module, citations: [...m.citations] })),
  };
}
