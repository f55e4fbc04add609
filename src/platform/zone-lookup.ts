/**
 * @module The IANA time zone of a latitude and longitude, from a real time-zone boundary lookup:
 * `@photostructure/tz-lookup` 11.7.0 (CC0; a maintained fork of darkskyapp/tz-lookup built on
 * timezone-boundary-builder's polygons, compressed into a 73 KB grid-and-tree table bundled with
 * the Worker; about 0.05 ms per lookup). It trades some accuracy near borders for size: its
 * authors measure about 5% of inhabited random points mapped to a zone with a different offset
 * history than the full polygons give (docs/family-p.md), so routes accept an explicit `tz` to
 * override it.
 */
import tzLookup from '@photostructure/tz-lookup';

/** The IANA zone at (latDeg, lonDeg); the open sea answers an `Etc/GMT±N` zone. */
export function zoneAt(latDeg: number, lonDeg: number): string {
  return tzLookup(latDeg, lonDeg);
}

/** Name of the lookup library and its data, for provenance in answers and docs. */
export const ZONE_LOOKUP_SOURCE =
  '@photostructure/tz-lookup 11.7.0 (timezone-boundary-builder polygons, 73 KB table)';
