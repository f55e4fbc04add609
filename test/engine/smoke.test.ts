import { describe, expect, it } from 'vitest';
import { grahaPositions } from '../../src/engine/ephemeris/index.js';
describe('smoke', () => {
  it('computes 9 grahas', () => {
    const s = grahaPositions(2460324.5);
    expect(s.grahas).toHaveLength(9);
    expect(s.grahas[0]!.siderealLonDeg).toBeCloseTo(270.1176, 1);
  });
});
