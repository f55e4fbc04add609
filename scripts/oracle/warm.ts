/**
 * Fills the oracle cache for a draw, so fixture scripts run without waiting:
 * `node scripts/run-ts.mjs scripts/oracle/warm.ts --seed 21 --count 1000` (ORACLE_JOBS=2 for two processes).
 */
import { drawBirths, runOracle } from './lib';

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const births = drawBirths(arg('seed', 21), arg('count', 1000));
const t0 = Date.now();
const docs = await runOracle<{ error?: string }>(births);
console.log(
  `${docs.length} births, ${docs.filter((d) => d.error).length} without an oracle answer, ${((Date.now() - t0) / 1000).toFixed(1)} s`,
);
