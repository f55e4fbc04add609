/**
 * Writes test/fixtures/ephemeris-modern-snapshot.json: the exact-bits fingerprint
 * (test/support/modern-snapshot.ts) of the engine's outputs at the instants and places of the
 * existing oracle fixtures that fall in 1800..2400: the 600 of test/fixtures/ephemeris-oracle.json
 * (1900-2100) and those of test/fixtures/ephemeris-range-oracle.json in 1800..2400, plus the two
 * ends of that span. test/engine/ephemeris/modern-identity.test.ts recomputes them and requires
 * the same bits: the far-date series must leave every modern answer byte-identical.
 *
 * The fingerprints are computed inside workerd (Miniflare, scripts/modern-snapshot-entry.ts), the
 * runtime the tests run in: its Math functions can differ from Node's in the last bit, which Node
 * would show as changes. The committed snapshot was written by the engine as it stood before the
 * far-date tables (commit f3fdd5e, "Merge branch 'wt/v-time'"), by running this script on that
 * tree. Re-run it only when a change of modern numbers is intended, and say so in the commit.
 *
 * Usage: node scripts/run-ts.mjs scripts/gen-modern-snapshot.ts
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { Log, LogLevel, Miniflare } from 'miniflare';
import { jdFromGregorian } from '../src/engine/time/julian.js';

const ROOT = resolve('.');
const FROM_JD = jdFromGregorian(1800, 1, 1);
const TO_JD = jdFromGregorian(2400, 1, 1);

interface Instant {
  jdUt: number;
  latDeg: number;
  lonDeg: number;
  source: string;
}

/** Fingerprints of the instants, computed inside workerd. */
async function fingerprintsInWorkerd(instants: Instant[]): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'modern-snapshot-'));
  try {
    await build({
      entryPoints: [resolve('scripts/modern-snapshot-entry.ts')],
      outfile: join(dir, 'entry.js'),
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      mainFields: ['module', 'main'],
      target: 'es2022',
      logLevel: 'error',
    });
    const mf = new Miniflare({
      log: new Log(LogLevel.ERROR),
      modules: [{ type: 'ESModule', path: join(dir, 'entry.js') }],
      modulesRoot: dir,
      compatibilityDate: '2026-04-01',
    });
    try {
      const res = await mf.dispatchFetch('http://snapshot.local/', {
        method: 'POST',
        body: JSON.stringify(instants.map((i) => [i.jdUt, i.latDeg, i.lonDeg])),
      });
      return (await res.json()) as string[];
    } finally {
      await mf.dispose();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const main = async (): Promise<void> => {
  const instants: Instant[] = [];
  const eph = JSON.parse(
    readFileSync(resolve(ROOT, 'test/fixtures/ephemeris-oracle.json'), 'utf8'),
  ) as { records: { jdUt: number; place: { latDeg: number; lonDeg: number } }[] };
  for (const r of eph.records)
    instants.push({
      jdUt: r.jdUt,
      latDeg: r.place.latDeg,
      lonDeg: r.place.lonDeg,
      source: 'ephemeris-oracle',
    });
  const range = JSON.parse(
    readFileSync(resolve(ROOT, 'test/fixtures/ephemeris-range-oracle.json'), 'utf8'),
  ) as { records: { jdUt: number; latDeg: number; lonDeg: number }[] };
  for (const r of range.records)
    if (r.jdUt >= FROM_JD && r.jdUt < TO_JD)
      instants.push({
        jdUt: r.jdUt,
        latDeg: r.latDeg,
        lonDeg: r.lonDeg,
        source: 'ephemeris-range-oracle',
      });
  instants.push({ jdUt: FROM_JD, latDeg: 28.6139, lonDeg: 77.209, source: 'span start' });
  instants.push({ jdUt: TO_JD - 1e-3, latDeg: 28.6139, lonDeg: 77.209, source: 'span end' });
  const prints = await fingerprintsInWorkerd(instants);
  const records = instants.map((i, k) => ({
    jdUt: i.jdUt,
    latDeg: i.latDeg,
    lonDeg: i.lonDeg,
    source: i.source,
    fingerprint: prints[k]!,
  }));
  const path = resolve('test', 'fixtures', 'ephemeris-modern-snapshot.json');
  writeFileSync(
    path,
    JSON.stringify(
      {
        meta: {
          generator: 'scripts/gen-modern-snapshot.ts',
          engine: 'the engine before the far-date VSOP87B tables (commit f3fdd5e)',
          values:
            'test/support/modern-snapshot.ts snapshotValues: grahaPositions (lahiri mean node; true_chitra true node), siderealSunMoon, ascendantMc; fingerprint of their IEEE 754 bytes, computed in workerd',
          span: '1800-01-01 .. 2400-01-01 UT',
        },
        records,
      },
      null,
      0,
    ).replace(/\},\{/g, '},\n{'),
  );
  console.log(`wrote ${records.length} fingerprints to ${path}`);
};

await main();
