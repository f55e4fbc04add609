import { describe, expect, it } from 'vitest';
import { Degradation } from '../../../src/engine/chart/degraded.js';
import { EngineInputError, ValueUndefinedError } from '../../../src/engine/core/errors.js';
import { siderealHouseCusps } from '../../../src/engine/houses/index.js';

const polarAngles = {
  ascTropicalDeg: 100,
  mcTropicalDeg: 10,
  armcDeg: 12,
  obliquityDeg: 23.44,
  latDeg: 78.2,
};

describe('Degradation: a value that cannot be computed becomes null with a note', () => {
  it('passes computed values through untouched and notes nothing', () => {
    const d = new Degradation();
    const v = { a: 1.5, b: [1, 2, { c: 3 }], s: 'x', n: null };
    expect(d.value('v', () => v)).toEqual({ a: 1.5, b: [1, 2, { c: 3 }], s: 'x', n: null });
    expect(d.finite('w', 2)).toBe(2);
    expect(d.values).toEqual([]);
  });

  it('a value undefined for the input (Placidus inside the polar circle) is null, named with the reason', () => {
    const d = new Degradation();
    expect(d.value('bhavas', () => siderealHouseCusps('placidus', polarAngles, 24))).toBeNull();
    expect(d.values).toHaveLength(1);
    expect(d.values[0]!.value).toBe('bhavas');
    expect(d.values[0]!.reason).toMatch(
      /placidus houses are undefined at latitude 78\.2000 deg: inside the polar circle/,
    );
    // the same system outside the polar circle is computed
    expect(
      d.value('ok', () => siderealHouseCusps('placidus', { ...polarAngles, latDeg: 50 }, 24)),
    ).toHaveLength(12);
    expect(d.values).toHaveLength(1);
  });

  it('each non-finite number inside a value becomes null in place, named by its path (JSON has no NaN)', () => {
    const d = new Degradation();
    const out = d.value('shadbala', () => [
      { name: 'Sun', total: 1 },
      { name: 'Moon', total: Number.NaN, parts: [0, Number.POSITIVE_INFINITY] },
    ]);
    expect(out).toEqual([
      { name: 'Sun', total: 1 },
      { name: 'Moon', total: null, parts: [0, null] },
    ]);
    expect(d.values.map((x) => x.value)).toEqual(['shadbala[1].total', 'shadbala[1].parts[1]']);
    expect(d.finite('settings.ayanamsaDeg', Number.NaN)).toBeNull();
    expect(d.values.at(-1)).toEqual({
      value: 'settings.ayanamsaDeg',
      reason: expect.stringMatching(/not a finite number/),
    });
    expect(JSON.parse(JSON.stringify(out))).toEqual(out);
  });

  it('any other error is a fault and is not swallowed', () => {
    const d = new Degradation();
    expect(() =>
      d.value('x', () => {
        throw new Error('engine bug');
      }),
    ).toThrow('engine bug');
    // a bad input is not a degraded value either: it stays a 4xx
    expect(() =>
      d.value('x', () => {
        throw new EngineInputError('INVALID_FIELD', 'lat: out of range', 'lat');
      }),
    ).toThrow(EngineInputError);
    expect(d.values).toEqual([]);
    expect(new ValueUndefinedError('HOUSE_SYSTEM_UNDEFINED', 'm', 'lat')).toBeInstanceOf(
      EngineInputError,
    );
  });
});
