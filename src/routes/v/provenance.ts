/**
 * @module What Family V's numbers are made of (`GET /v1/provenance`): the build, the series with
 * their truncation, the Delta T source, the reference they were checked against, and the
 * classical citation of each engine module. Kept beside src/engine/chart/provenance.ts and
 * docs/accuracy.md.
 */
import { EPHEMERIS_PROVENANCE } from '../../engine/chart/provenance.js';
import { CURRENT_ENGINE_CONFIG, ENGINE_CONFIGS } from '../../engine/config/versions.js';
import { SUPPORTED_YEARS } from '../../engine/time/supported-range.js';
import { ENGINE_BUILD, ENGINE_VERSION } from '../../http/engine-build.js';
import { GOLDEN_VECTORS_SOURCE } from '../../generated/golden-vectors.js';

export function provenance() {
  return {
    build: { engine: ENGINE_BUILD, version: ENGINE_VERSION, configuration: CURRENT_ENGINE_CONFIG.version, configurations: ENGINE_CONFIGS.map((c) => c.version) },
    series: [
      { name: 'VSOP87B', bodies: 'Sun (Earth), Mercury, Venus, Mars, Jupiter, Saturn', source: 'Bretagnon & Francou 1988', truncation: 'a term kept when |A| x 0.1^alpha >= 1e-8 (Earth), 3e-8 (Mars), 8e-8 (Saturn), 5e-8 (others): 3,283 terms', frame: 'heliocentric J2000 ecliptic, rotated to FK5' },
      { name: 'ELP/MPP02 (DE405 fit)', bodies: 'Moon', source: 'Chapront & Francou 2003', truncation: 'L terms >= 0.001", B terms >= 0.0003", R terms >= 1 km: 2,985 terms', frame: "mean ecliptic of date; Laskar's P, Q to J2000" },
      { name: 'mean lunar node', bodies: 'Rahu, Ketu (mean)', source: 'Chapront et al. polynomial (Meeus, Astronomical Algorithms ch. 47)', truncation: 'none (polynomial)', frame: 'ecliptic of date' },
    ],
    models: {
      precession: EPHEMERIS_PROVENANCE.precession,
      nutation: EPHEMERIS_PROVENANCE.nutation,
      apparent_place: EPHEMERIS_PROVENANCE.apparentPlace,
      sidereal_time: EPHEMERIS_PROVENANCE.siderealTime,
      delta_t: EPHEMERIS_PROVENANCE.deltaT,
      ayanamsa: 'mean ayanamsa of the Swiss Ephemeris definitions; sidereal = apparent tropical - nutation in longitude - ayanamsa',
    },
    reference: {
      checked_against: EPHEMERIS_PROVENANCE.reference,
      golden_vectors: GOLDEN_VECTORS_SOURCE,
      supported_years: { min: SUPPORTED_YEARS.min, max: SUPPORTED_YEARS.max, max_error_arcsec: SUPPORTED_YEARS.maxErrorArcsec },
    },
    citations: [
      { module: 'grahas, rashis, nakshatras, dignities', cites: 'BPHS ch. 3-4' },
      { module: 'houses', cites: 'Sripati Paddhati (Sripati bhavas); Placidus semi-arcs; whole-sign and equal houses (BPHS ch. 7)' },
      { module: 'vargas D1-D60', cites: 'BPHS ch. 6-7; Jagannatha Hora / PyJHora for D5, D6, D8, D11' },
      { module: 'dashas (22 systems)', cites: 'BPHS ch. 46-47; Jaimini Upadesa Sutras 2.4 (rasi dashas); Manasagari (Yogini)' },
      { module: 'yogas', cites: 'BPHS ch. 34-41; Phaladeepika ch. 6-7; Saravali; B.V. Raman, Three Hundred Important Combinations (each yoga cites its source)' },
      { module: 'doshas', cites: 'BPHS, Phaladeepika; Manglik and Kaal Sarp by the almanac tradition (each dosha cites its source)' },
      { module: 'ashtakavarga', cites: 'BPHS ch. 66-72' },
      { module: 'shadbala and bhava bala', cites: 'BPHS ch. 27; B.V. Raman, Graha and Bhava Balas' },
      { module: 'sahams', cites: 'Tajaka Neelakanthi (36 sahams, the Tajaka correction)' },
      { module: 'KP sub-lords', cites: 'K.S. Krishnamurti, KP Reader I-VI' },
      { module: 'chara karakas', cites: 'Jaimini Upadesa Sutras 1.1.11-18; BPHS ch. 32' },
      { module: 'panchang, muhurta, choghadiya, horas', cites: 'Surya Siddhanta (the five limbs); Muhurta Chintamani ch. 1-6' },
      { module: 'election windows (Tara and Chandra bala)', cites: 'Muhurta Chintamani ch. 4' },
      { module: 'matching (Ashtakoota)', cites: 'Muhurta Chintamani ch. 6; Saravali / Maitreya 8 tables (named in each answer)' },
      { module: 'festivals', cites: 'Dharmasindhu, Nirnayasindhu (tithi-vyapti and tie-breaks); the Kerala almanac rule for Vishu' },
      { module: 'sacred369', cites: 'no classical source: a definition of this service (docs/family-v.md)' },
    ],
  };
}
