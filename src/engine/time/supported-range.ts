/**
 * @module The civil years the engine is offered for, with the accuracy measured over them
 * (docs/accuracy.md). Family V refuses dates outside this range with a 400 naming it; the other
 * families keep the spec's 1900-2100.
 */
export const SUPPORTED_YEARS = {
  min: 1900,
  max: 2100,
  /** worst graha error measured against Swiss Ephemeris DE431 over the range, arcseconds */
  maxErrorArcsec: 1,
} as const;
