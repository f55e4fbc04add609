/**
 * Chara karaka tests (Jaimini Upadesa Sutras 1.1; BPHS ch. 32, the 7- and 8-karaka schemes).
 *
 * Worked example: the published longitudes of the example horoscope of Arun Kumar Bansal,
 * "Krishnamurti Paddhati" (Future Point), ch. 2 (12-9-1935, Guna). The karakas themselves are not
 * printed there: the expected assignment is derived by hand from the rule, shown in the comments.
 */
import { describe, expect, it } from 'vitest';
import {
  charaKarakaRanking,
  charaKarakas,
  type KarakaScheme,
} from '../../../src/engine/karakas/index.js';
import type { ChartBasis } from '../../../src/engine/core/chart-basis.js';
import { GRAHA_NAMES } from '../../../src/engine/core/constants.js';
import { EngineInputError } from '../../../src/engine/core/errors.js';

const dms = (d: number, m: number, s = 0): number => d + m / 60 + s / 3600;

function makeBasis(lons: readonly number[]): ChartBasis {
  return {
    jdUt: 2451545,
    jdTt: 2451545,
    latDeg: 0,
    lonDeg: 0,
    tzHours: 0,
    ayanamsaDeg: 23.85,
    grahas: GRAHA_NAMES.map((name, i) => ({
      name,
      lonDeg: lons[i]!,
      latDeg: 0,
      speedDegPerDay: name === 'Rahu' || name === 'Ketu' ? -0.05 : 1,
      retrograde: name === 'Rahu' || name === 'Ketu',
      distAu: 1,
      tropicalLonDeg: lons[i]! + 23.85,
    })),
    ascendantDeg: 19.3,
    mcDeg: 280,
    obliquityDeg: 23.44,
  };
}

// Sun 4s25°58', Moon 10s23°11', Mars 7s4°26', Mercury 5s20°10', Jupiter 6s25°51', Venus 4s19°12',
// Saturn 10s12°56', Rahu 8s27°22', Ketu 2s27°22'
const bansal = makeBasis([
  4 * 30 + dms(25, 58),
  10 * 30 + dms(23, 11),
  7 * 30 + dms(4, 26),
  5 * 30 + dms(20, 10),
  6 * 30 + dms(25, 51),
  4 * 30 + dms(19, 12),
  10 * 30 + dms(12, 56),
  8 * 30 + dms(27, 22),
  2 * 30 + dms(27, 22),
]);

describe('chara karakas: 7-karaka scheme (default)', () => {
  it('ranks Sun..Saturn by degrees in sign', () => {
    // Sun 25°58' > Jupiter 25°51' > Moon 23°11' > Mercury 20°10' > Venus 19°12' > Saturn 12°56' > Mars 4°26'
    expect(charaKarakas(bansal)).toEqual({
      scheme: 7,
      Atmakaraka: 'Sun',
      Amatyakaraka: 'Jupiter',
      Bhratrikaraka: 'Moon',
      Matrikaraka: 'Mercury',
      Putrakaraka: 'Venus',
      Gnatikaraka: 'Saturn',
      Darakaraka: 'Mars',
    });
    expect(charaKarakas(bansal, 7)).toEqual(charaKarakas(bansal));
  });
  it('has no Pitrikaraka and never uses the nodes', () => {
    const k = charaKarakas(bansal, 7);
    expect('Pitrikaraka' in k).toBe(false);
    expect(Object.values(k)).not.toContain('Rahu');
    expect(Object.values(k)).not.toContain('Ketu');
  });
});

describe('chara karakas: 8-karaka scheme', () => {
  it('adds Rahu counted backward (30 - degrees) and inserts Pitrikaraka', () => {
    // Rahu at 27°22' counts 30 - 27°22' = 2°38', the least: Darakaraka; Mars moves up to Gnatikaraka
    expect(charaKarakas(bansal, 8)).toEqual({
      scheme: 8,
      Atmakaraka: 'Sun',
      Amatyakaraka: 'Jupiter',
      Bhratrikaraka: 'Moon',
      Matrikaraka: 'Mercury',
      Pitrikaraka: 'Venus',
      Putrakaraka: 'Saturn',
      Gnatikaraka: 'Mars',
      Darakaraka: 'Rahu',
    });
  });
  it('Rahu early in a sign counts high and can be Atmakaraka', () => {
    // Rahu at 1°00' of Aries counts 29°00', more than any other graha here
    const b = makeBasis([
      dms(25, 0),
      dms(40, 0),
      dms(70, 0),
      dms(100, 0),
      dms(130, 0),
      dms(160, 0),
      dms(190, 0),
      1,
      181,
    ]);
    const r = charaKarakaRanking(b, 8);
    expect(r[0]).toMatchObject({ karaka: 'Atmakaraka', graha: 'Rahu' });
    expect(r[0]!.countedDeg).toBeCloseTo(29, 12);
    expect(charaKarakas(b, 7).Atmakaraka).toBe('Sun');
  });
});

describe('chara karakas: ties and errors', () => {
  it('compares beyond whole degrees (minutes and seconds)', () => {
    // Moon 20°00'01" beats Sun 20°00'00"
    const b = makeBasis([20, 30 + dms(20, 0, 1), 66, 97, 128, 159, 190, 200, 20]);
    expect(charaKarakas(b).Atmakaraka).toBe('Moon');
    expect(charaKarakas(b).Amatyakaraka).toBe('Sun');
  });
  it('an exact tie goes to the earlier graha in Sun..Saturn order and is reported', () => {
    const b = makeBasis([20, 50, 66, 97, 128, 159, 190, 200, 20]);
    const r = charaKarakaRanking(b);
    expect(r[0]).toMatchObject({ karaka: 'Atmakaraka', graha: 'Sun', tie: true });
    expect(r[1]).toMatchObject({ karaka: 'Amatyakaraka', graha: 'Moon', tie: true });
    expect(r[2]!.tie).toBe(false);
  });
  it('rejects an unknown scheme', () => {
    expect(() => charaKarakas(bansal, 9 as KarakaScheme)).toThrow(EngineInputError);
  });
});
