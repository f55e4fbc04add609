/**
 * @module What the engine's numbers are made of, named in every chart (sovereigntySignature) and
 * in the press facts. Keep in step with src/engine/ephemeris and
 * docs/accuracy.md.
 */
export const EPHEMERIS_PROVENANCE = {
  planets:
    'VSOP87B (Bretagnon & Francou 1988), truncated; heliocentric J2000 ecliptic, rotated to FK5',
  moon: 'ELP/MPP02 (Chapront & Francou 2003), DE405 fit, truncated; Laskar P/Q to the J2000 ecliptic',
  precession: 'IAU 2006 (P03) within 1800-2200; Vondrák et al. 2011 outside',
  nutation: 'IAU 2000B (77 luni-solar terms; McCarthy & Luzum 2003), as Swiss Ephemeris 2.10',
  apparentPlace: 'light time, light deflection by the Sun, annual aberration (first order)',
  deltaT:
    'Swiss Ephemeris 2.10.03 swe_deltat_ex values: yearly 1600-2200, every ten years -3000..3000 (interpolated); the long-term parabola beyond',
  siderealTime:
    'IAU 2006 GMST from the Earth rotation angle, plus the equation of the equinoxes (1850-2050); Swiss Ephemeris long-term sidereal time outside',
  reference: 'checked against Swiss Ephemeris 2.10.03 with the DE431 files (docs/accuracy.md)',
} as const;

/**
 * The sovereigntySignature of a chart: the series, models and constants used, the ayanamsa and its
 * value, the node mode, and the values that could not be computed (empty when all were).
 */
export function sovereigntySignature(
  ayanamsaName: string,
  ayanamsaDeg: number,
  nodeMode: string,
  degradedValues: ReadonlyArray<{ value: string; reason: string }>,
) {
  return {
    ...EPHEMERIS_PROVENANCE,
    ayanamsa: {
      name: ayanamsaName,
      valueDeg: ayanamsaDeg,
      method:
        'mean ayanamsa; sidereal = apparent tropical - nutation in longitude - ayanamsa (Swiss Ephemeris convention)',
    },
    nodeMode,
    degradedValues,
  };
}
