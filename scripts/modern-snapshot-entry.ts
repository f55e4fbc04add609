// Snapshot-only Worker entry (never deployed): computes the modern-snapshot fingerprints
// (test/support/modern-snapshot.ts) inside workerd, the runtime of the tests, whose Math functions
// may round differently from Node's. Driven by scripts/gen-modern-snapshot.ts: POST a JSON array
// of [jdUt, latDeg, lonDeg], answers the array of fingerprints.
import { fingerprint, snapshotValues } from '../test/support/modern-snapshot.js';

export default {
  async fetch(request: Request): Promise<Response> {
    const instants = (await request.json()) as [number, number, number][];
    return Response.json(
      instants.map(([jdUt, latDeg, lonDeg]) => fingerprint(snapshotValues(jdUt, latDeg, lonDeg))),
    );
  },
};
