/**
 * @module The PyJHora oracle, for the scripts that write oracle fixtures (never for the tests: the
 * suite reads only the committed fixtures). Births are drawn with the scripts' one seeded PRNG
 * following the kit's rules (../shared/tools/pyjhora-oracle/SETUP.md, "Building comparison
 * fixtures"); each birth goes through the kit's run_extended.py by scripts/oracle/pyjhora_batch.py,
 * and every answer is cached under .oracle-cache/pyjhora/ by the sha256 of its input line, so that
 * several fixture scripts drawing the same births pay for the oracle once.
 *
 * Environment: PYJHORA_KIT (the kit folder; default ../shared/tools/pyjhora-oracle beside the
 * repository), PYJHORA_ORACLE_HOME (the built oracle, the kit's default), ORACLE_JOBS (parallel
 * oracle processes, default 1), ORACLE_CACHE (the cache folder, default .oracle-cache/pyjhora).
 */
import { spawn, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { seededRandom } from '../lib/seeded-random';

export const PYJHORA_COMMIT = 'e20943c620cdb07bd868124bae5ffc8c3a99861a';
export const PYJHORA_TAG = 'V4.8.5';
export const PYSWISSEPH_TAG = 'v2.10.03.2';

const repoRoot = resolve(dirname(new URL(import.meta.url).pathname), '..', '..');
// run-ts bundles scripts into node_modules/.run-ts-*; find the repository by its package.json instead
function findRoot(): string {
  let d = process.cwd();
  while (!existsSync(join(d, 'package.json')) || !existsSync(join(d, 'scripts', 'oracle'))) {
    const up = dirname(d);
    if (up === d) return repoRoot;
    d = up;
  }
  return d;
}
const ROOT = findRoot();
const KIT = process.env.PYJHORA_KIT ?? resolve(ROOT, '..', 'shared', 'tools', 'pyjhora-oracle');
/** Another driver beside pyjhora_batch.py (same NDJSON protocol), e.g. pyjhora_strength.py. */
export type OracleScript =
  'pyjhora_batch.py' | 'pyjhora_strength.py' | 'pyjhora_parts.py' | 'pyjhora_dashas2.py';
const CACHE = process.env.ORACLE_CACHE ?? join(ROOT, '.oracle-cache', 'pyjhora');
const PYTHON = '/usr/bin/python3';

/** One birth as the kit reads it (local civil date and clock, tz hours east of UTC, as given). */
export interface OracleBirth {
  date: string; // YYYY-MM-DD
  time: string; // HH:MM:SS
  lat: number;
  lon: number;
  tz: number;
  ayanamsa: 'LAHIRI' | 'RAMAN' | 'KP';
  nodes: 'mean' | 'true';
  dasha_year: 'sidereal';
}

export interface DrawOptions {
  /** first and last year (inclusive); the kit's rule is 1900-2099 */
  years?: [number, number];
  /** the largest |latitude|; the oracle has no answer beyond about 66.55 degrees */
  maxAbsLatDeg?: number;
  ayanamsas?: OracleBirth['ayanamsa'][];
  nodes?: OracleBirth['nodes'][];
}

/** Offsets in use somewhere (hours east of UTC), fractional ones included. */
const ZONE_OFFSETS_H = [
  -12, -11, -10, -9.5, -9, -8, -7, -6, -5, -4, -3.5, -3, -2, -1, 0, 1, 2, 3, 3.5, 4, 4.5, 5, 5.5,
  5.75, 6, 6.5, 7, 8, 8.75, 9, 9.5, 10, 10.5, 11, 12, 12.75, 13, 14,
];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
function daysInMonth(y: number, m: number): number {
  return m === 2
    ? (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
      ? 29
      : 28
    : [4, 6, 9, 11].includes(m)
      ? 30
      : 31;
}

/**
 * `count` births from `seed`: year uniform in the range, any day and second, latitude uniform in
 * +-maxAbsLatDeg (both hemispheres), longitude uniform, the zone offset one of the real offsets
 * nearest lon/15 (so fractional ones occur where they do), ayanamsa and node type uniform.
 */
export function drawBirths(seed: number, count: number, o: DrawOptions = {}): OracleBirth[] {
  const rnd = seededRandom(seed);
  const [y0, y1] = o.years ?? [1900, 2099];
  const maxLat = o.maxAbsLatDeg ?? 66;
  const ayans = o.ayanamsas ?? ['LAHIRI', 'RAMAN', 'KP'];
  const nodes = o.nodes ?? ['mean', 'true'];
  const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const out: OracleBirth[] = [];
  for (let i = 0; i < count; i++) {
    const y = y0 + Math.floor(rnd() * (y1 - y0 + 1));
    const m = 1 + Math.floor(rnd() * 12);
    const d = 1 + Math.floor(rnd() * daysInMonth(y, m));
    const secs = Math.floor(rnd() * 86400);
    const lat = Math.round((rnd() * 2 - 1) * maxLat * 1e4) / 1e4;
    const lon = Math.round((rnd() * 360 - 180) * 1e4) / 1e4;
    const near = [...ZONE_OFFSETS_H]
      .sort((a, b) => Math.abs(a - lon / 15) - Math.abs(b - lon / 15))
      .slice(0, 3);
    out.push({
      date: `${pad(y, 4)}-${pad(m)}-${pad(d)}`,
      time: `${pad(Math.floor(secs / 3600))}:${pad(Math.floor(secs / 60) % 60)}:${pad(secs % 60)}`,
      lat,
      lon,
      tz: pick(near),
      ayanamsa: pick(ayans),
      nodes: pick(nodes),
      dasha_year: 'sidereal',
    });
  }
  return out;
}

const keyOf = (line: string) => createHash('sha256').update(line).digest('hex');

/**
 * Runs inputs (births, or {chart, partner} pairs) through the oracle, cached; answers in input order.
 * `script` picks another driver in scripts/oracle/ (its answers are cached in a folder of their own).
 */
export async function runOracle<T = unknown>(
  inputs: unknown[],
  script: OracleScript = 'pyjhora_batch.py',
): Promise<T[]> {
  const driver = join(ROOT, 'scripts', 'oracle', script);
  const cache = script === 'pyjhora_batch.py' ? CACHE : join(CACHE, script.replace(/\.py$/, ''));
  mkdirSync(cache, { recursive: true });
  const lines = inputs.map((b) => JSON.stringify(b));
  const missing = [...new Set(lines.filter((l) => !existsSync(join(cache, `${keyOf(l)}.json`))))];
  if (missing.length) {
    if (!existsSync(join(KIT, 'run_extended.py')))
      throw new Error(`oracle kit not found at ${KIT} (set PYJHORA_KIT)`);
    const jobs = Math.max(1, Number(process.env.ORACLE_JOBS ?? 1));
    const chunks: string[][] = Array.from({ length: jobs }, () => []);
    missing.forEach((l, i) => chunks[i % jobs]!.push(l));
    let done = 0;
    await Promise.all(
      chunks
        .filter((c) => c.length)
        .map(
          (chunk) =>
            new Promise<void>((ok, fail) => {
              const p = spawn(PYTHON, [driver], {
                env: { ...process.env, PYJHORA_KIT: KIT },
                stdio: ['pipe', 'pipe', 'inherit'],
              });
              let buf = '';
              let k = 0;
              p.stdout.on('data', (d: Buffer) => {
                buf += d.toString('utf8');
                let nl: number;
                while ((nl = buf.indexOf('\n')) >= 0) {
                  const doc = buf.slice(0, nl);
                  buf = buf.slice(nl + 1);
                  writeFileSync(join(cache, `${keyOf(chunk[k++]!)}.json`), doc);
                  if (++done % 50 === 0)
                    process.stderr.write(`oracle: ${done}/${missing.length}\n`);
                }
              });
              p.on('error', fail);
              p.on('close', (code) =>
                code === 0 && k === chunk.length
                  ? ok()
                  : fail(new Error(`oracle batch exited ${code} after ${k}/${chunk.length}`)),
              );
              p.stdin.end(chunk.join('\n') + '\n');
            }),
        ),
    );
  }
  return lines.map((l) => JSON.parse(readFileSync(join(cache, `${keyOf(l)}.json`), 'utf8')) as T);
}

const sha256File = (p: string) => createHash('sha256').update(readFileSync(p)).digest('hex');

/** What a fixture records about where its expected values came from. */
export function provenance(
  seed: number,
  draw: string,
  drivers: string[] = ['pyjhora_batch.py'],
): Record<string, unknown> {
  const swe = execFileSync(PYTHON, [
    '-c',
    'import sys, os; sys.path.insert(0, os.path.join(os.environ.get("PYJHORA_ORACLE_HOME", os.path.expanduser("~/.cache/vedic-oracle")), "pyswisseph")); import swisseph as s; print(s.version)',
  ])
    .toString()
    .trim();
  const py = execFileSync(PYTHON, ['--version']).toString().trim();
  return {
    oracle: `PyJHora ${PYJHORA_TAG} (naturalstupid/PyJHora commit ${PYJHORA_COMMIT}) with its bundled Swiss Ephemeris files (src/jhora/data/ephe)`,
    pyswisseph: `${swe} (astrorigin/pyswisseph tag ${PYSWISSEPH_TAG})`,
    python: py,
    scripts: Object.fromEntries(
      ['run.py', 'run_meanfix.py', 'run_extended.py']
        .map((f) => [f, `sha256 ${sha256File(join(KIT, f))}`])
        .concat(
          drivers.map((d) => [
            `scripts/oracle/${d}`,
            `sha256 ${sha256File(join(ROOT, 'scripts', 'oracle', d))}`,
          ]),
        ),
    ),
    seed,
    draw,
    note: 'Generated by a script in scripts/; never hand-edited. Regenerate with the script named in "generator".',
  };
}
