// The limits `npm start` raises for local development (docs/limits.md "Local development"), so
// that running the README's examples, the Postman collection and the SDK examples again and again
// on one machine keeps passing: each run issues a few keys and IndexNow pings from 127.0.0.1, and a
// deployment's 10 an hour would refuse the second or third run. A deployment keeps its defaults
// (the vars are empty in wrangler.toml). A value in .dev.vars, or a `--var NAME:value` given to
// `npm start`, wins over these.
import { existsSync, readFileSync } from 'node:fs';

/** @type {Readonly<Record<string, string>>} */
export const LOCAL_DEV_VARS = Object.freeze({
  // keys issued per hour from one address, across every key-issuing route (deployments: 10)
  KEY_ISSUE_LIMIT_PER_HOUR: '1000',
  // anonymous IndexNow pings per hour from one address (deployments: 10)
  INDEXNOW_LIMIT_PER_HOUR: '1000',
});

/**
 * The `--var NAME:value` arguments for `wrangler dev`: LOCAL_DEV_VARS, but none that `.dev.vars`
 * (its text) or the arguments already set.
 * @param {string} devVarsText
 * @param {readonly string[]} args
 * @returns {string[]}
 */
export function localDevVarArgs(devVarsText, args) {
  const inDevVars = new Set(
    devVarsText
      .split('\n')
      .map((l) => /^\s*([A-Z0-9_]+)\s*=\s*\S/.exec(l)?.[1])
      .filter((x) => x !== undefined),
  );
  const given = new Set(
    args
      .flatMap((a, i) =>
        a === '--var' ? [args[i + 1] ?? ''] : a.startsWith('--var=') ? [a.slice(6)] : [],
      )
      .map((v) => v.split(':')[0]),
  );
  return Object.entries(LOCAL_DEV_VARS)
    .filter(([k]) => !inDevVars.has(k) && !given.has(k))
    .flatMap(([k, v]) => ['--var', `${k}:${v}`]);
}

/** The text of `.dev.vars` in `dir`, or '' when there is none. */
export function devVarsText(dir = '.') {
  const p = `${dir}/.dev.vars`;
  return existsSync(p) ? readFileSync(p, 'utf8') : '';
}
