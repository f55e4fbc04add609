/**
 * @module The engine's outputs at one instant and place as a fingerprint of their exact bits, for
 * the snapshot that proves modern answers unchanged (test/engine/ephemeris/modern-identity.test.ts,
 * written by scripts/gen-modern-snapshot.ts): every number of grahaPositions (lahiri with the mean
 * node; true_chitra, whose ayanamsa goes through the star code, with the true node),
 * siderealSunMoon and ascendantMc, hashed over their IEEE 754 bytes.
 */
import { grahaPositions, siderealSunMoon } from '../../src/engine/ephemeris/index.js';
import { ascendantMc } from '../../src/engine/ephemeris/sidereal-time.js';

/** Every number the ephemeris gives at one instant and place, in a fixed order. */
export function snapshotValues(jdUt: number, latDeg: number, lonDeg: number): Float64Array {
  const out: number[] = [];
  for (const opts of [
    { ayanamsa: 'lahiri', nodeMode: 'mean' },
    { ayanamsa: 'true_chitra', nodeMode: 'true' },
  ] as const) {
    const g = grahaPositions(jdUt, opts);
    out.push(g.jdTt, g.ayanamsaDeg, g.dpsiDeg, g.trueObliquityDeg);
    for (const p of g.grahas)
      out.push(
        p.tropicalLonDeg,
        p.siderealLonDeg,
        p.latDeg,
        p.distAu,
        p.speedDegPerDay,
        p.siderealSpeedDegPerDay,
        p.retrograde ? 1 : 0,
      );
  }
  const sm = siderealSunMoon(jdUt);
  out.push(sm.sunDeg, sm.moonDeg);
  const am = ascendantMc(jdUt, latDeg, lonDeg);
  out.push(am.ascTropicalDeg, am.mcTropicalDeg, am.armcDeg, am.obliquityDeg, am.dpsiDeg);
  return Float64Array.from(out);
}

/** 64-bit fingerprint (two independent 32-bit FNV-1a style hashes, hex) of the exact bits of the values. */
export function fingerprint(values: Float64Array): string {
  const words = new Uint32Array(values.buffer, values.byteOffset, values.length * 2);
  let h1 = 0x811c9dc5,
    h2 = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    h1 = Math.imul(h1 ^ w, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ ((w << 13) | (w >>> 19)), 0x5bd1e995) >>> 0;
    h2 = (h2 ^ (h2 >>> 15)) >>> 0;
  }
  return h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0');
}
