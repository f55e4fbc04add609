/**
 * Writes test/fixtures/yoga-pyjhora.json: 1,000 seeded births (scripts/oracle/lib.ts drawBirths, seed 21,
 * the shared draw) run through PyJHora 4.8.5's yoga code by scripts/oracle/pyjhora_yogas.py. Each chart
 * keeps PyJHora's own positions (ascendant, nine grahas, retrograde flags, night birth) and the PyJHora
 * yogas that hold in it, so that the comparison (scripts/yoga-oracle-report.ts, the verify section and
 * test/engine/yogas/pyjhora-agreement.test.ts) runs the engine's yoga rules on the very positions PyJHora
 * judged, and never needs the oracle.
 * Usage: node scripts/run-ts.mjs scripts/yoga-oracle-fixture.ts [--seed 21] [--count 1000]
 * Environment: PYJHORA_KIT, PYJHORA_ORACLE_HOME as for scripts/oracle/lib.ts.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { drawBirths, provenance, type OracleBirth } from './oracle/lib';

const arg = (name: string, dflt: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const seed = arg('seed', 21);
const count = arg('count', 1000);
const ROOT = process.cwd();
const KIT = process.env.PYJHORA_KIT ?? resolve(ROOT, '..', 'shared', 'tools', 'pyjhora-oracle');
const DRIVER = join(ROOT, 'scripts', 'oracle', 'pyjhora_yogas.py');
if (!existsSync(join(KIT, 'run_meanfix.py')))
  throw new Error(`oracle kit not found at ${KIT} (set PYJHORA_KIT)`);

interface DriverDoc {
  error?: string;
  chart: {
    ascendant: number;
    grahas: number[];
    retrograde: boolean[];
    sunrise_h: number;
    sunset_h: number;
    night: boolean;
  };
  yogas: string[];
  raja: {
    pairs: number[][];
    dharma_karmadhipati: boolean;
    vipareetha: boolean;
    neecha_bhanga: boolean;
    raja_yoga_245: boolean;
  };
  errors: Record<string, string>;
}

function runDriver(births: OracleBirth[]): Promise<DriverDoc[]> {
  return new Promise((ok, fail) => {
    const p = spawn('/usr/bin/python3', [DRIVER], {
      env: { ...process.env, PYJHORA_KIT: KIT },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let buf = '';
    const docs: DriverDoc[] = [];
    p.stdout.on('data', (d: Buffer) => {
      buf += d.toString('utf8');
      let nl: number;
      while ((nl = buf.indexOf('\n')) >= 0) {
        docs.push(JSON.parse(buf.slice(0, nl)) as DriverDoc);
        buf = buf.slice(nl + 1);
        if (docs.length % 100 === 0)
          process.stderr.write(`pyjhora yogas: ${docs.length}/${births.length}\n`);
      }
    });
    p.on('error', fail);
    p.on('close', (code) =>
      code === 0 && docs.length === births.length
        ? ok(docs)
        : fail(new Error(`driver exited ${code} after ${docs.length}/${births.length}`)),
    );
    p.stdin.end(births.map((b) => JSON.stringify(b)).join('\n') + '\n');
  });
}

const births = drawBirths(seed, count);
const t0 = Date.now();
const docs = await runDriver(births);
const names = [...new Set(docs.flatMap((d) => d.yogas ?? []))].sort();
const index = new Map(names.map((n, i) => [n, i]));
const charts = births.map((b, i) => {
  const d = docs[i]!;
  if (d.error) return { input: b, error: d.error };
  return {
    input: b,
    ascendantDeg: d.chart.ascendant,
    lonDeg: d.chart.grahas,
    retro: [...d.chart.retrograde, true, true],
    night: d.chart.night,
    fired: d.yogas.map((n) => index.get(n)!),
    raja: {
      pairs: d.raja.pairs,
      dharmaKarmadhipati: d.raja.dharma_karmadhipati,
      vipareetha: d.raja.vipareetha,
      neechaBhanga: d.raja.neecha_bhanga,
      raja245: d.raja.raja_yoga_245,
    },
    ...(Object.keys(d.errors).length ? { errors: d.errors } : {}),
  };
});
const sha = createHash('sha256').update(readFileSync(DRIVER)).digest('hex');
const prov = provenance(
  seed,
  `drawBirths(${seed}, ${count}): years 1900-2099, |lat| <= 66, ayanamsa LAHIRI/RAMAN/KP, nodes mean/true`,
);
const out = {
  provenance: { ...prov, driver: `scripts/oracle/pyjhora_yogas.py sha256 ${sha}` },
  generator: 'scripts/yoga-oracle-fixture.ts',
  note: "names: the PyJHora yoga functions (lang/yoga_msgs_en.json keys) that held in at least one chart; fired: indices into names. Positions are PyJHora's own (sidereal, geometric).",
  names,
  charts,
};
writeFileSync('test/fixtures/yoga-pyjhora.json', JSON.stringify(out) + '\n');
console.log(
  `${charts.length} charts (${charts.filter((c) => 'error' in c).length} without an answer), ${names.length} PyJHora yogas seen, ${((Date.now() - t0) / 1000).toFixed(1)} s`,
);
