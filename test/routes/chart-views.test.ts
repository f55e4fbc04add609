/**
 * Every family's chart answer stays byte-identical across the one chart assembler (issue 28):
 * R's, R2's, N's, T's and V's chart answers for 8 varied births (-1400 and 2999, 66-70 degrees
 * north, a DST gap, every house system and the options the routes take) hash to what the code
 * before the refactor answered. A regression check written by that code
 * (scripts/chart-views-record.ts --fixture), not a correctness check: the numbers' correctness is
 * held by the oracle fixtures.
 */
import { describe, expect, it } from 'vitest';
import fixture from '../fixtures/chart-views.json';
import { chartViewHashes } from '../support/chart-views.js';

describe("every family's chart answer is unchanged by the one assembler", () => {
  it('hashes to the pre-refactor answers for 8 varied births', async () => {
    const now = await chartViewHashes(fixture.births.map((b) => b.case));
    for (const [i, b] of fixture.births.entries())
      expect({ k: b.case.k, ...now[i]!.sha256 }).toEqual({ k: b.case.k, ...b.sha256 });
  });
});
