/**
 * @module Mounting the families (docs/design.md, "One Worker, one engine, several surfaces"): by
 * host name when FAMILY_HOSTS maps the request's host to a family (served at that host's root),
 * else by path prefix: R and V at the root (V's routes start with /v1), N at /n, T at /t, P at /p,
 * R2 at /r2. `GET /` answers the index of families and their base URLs, `/openapi/{id}.json` their
 * documents and `/docs` the API reference rendered from them (on every host): the root app,
 * src/routes/root.ts.
 *
 * Each family's modules (its routes, their zod schemas, the engine parts only it uses) are loaded
 * with `import()` on the first request that needs them, and its app is built once per isolate:
 * the bundle evaluates none of them when the isolate starts (docs/performance.md, "Start-up").
 * The Worker entry (src/worker.ts) imports this module alone.
 */
import type { FamilyApp } from '../http/family-app.js';
import { setMount } from '../http/mount.js';
import { setErrorAdvice } from '../http/errors.js';
import { ERROR_ADVICE } from './docs/error-advice.js';
import {
  FAMILY_IDS,
  parseFamilyHosts,
  registerRouteCounts,
  type FamilyId,
} from '../platform/families.js';

// every error code's advice, for the envelopes that carry a hint (E3) when its thrower wrote none
setErrorAdvice((code) => ERROR_ADVICE[code]?.action);

const LOADERS: Readonly<Record<FamilyId, () => Promise<FamilyApp>>> = {
  R: async () => (await import('./r/index.js')).createFamilyR(),
  R2: async () => (await import('./r2/index.js')).createFamilyR2(),
  V: async () => (await import('./v/index.js')).createFamilyV(),
  N: async () => (await import('./n/index.js')).createFamilyN(),
  T: async () => (await import('./t/index.js')).createFamilyT(),
  P: async () => (await import('./p/index.js')).createFamilyP(),
};
const PREFIXED: Array<[FamilyId, string]> = [
  ['R2', '/r2'],
  ['N', '/n'],
  ['T', '/t'],
  ['P', '/p'],
];

const built = new Map<FamilyId, Promise<FamilyApp>>();
/** A family's app, loaded and built once per isolate. */
export function familyApp(id: FamilyId): Promise<FamilyApp> {
  let app = built.get(id);
  if (app === undefined) {
    app = LOADERS[id]();
    built.set(id, app);
    app.catch(() => built.delete(id));
  }
  return app;
}

/** Every family's app (the root app and the route counts need them all). */
export async function allFamilyApps(): Promise<Record<FamilyId, FamilyApp>> {
  const apps = await Promise.all(FAMILY_IDS.map((id) => familyApp(id)));
  return Object.fromEntries(FAMILY_IDS.map((id, k) => [id, apps[k]!])) as Record<
    FamilyId,
    FamilyApp
  >;
}

registerRouteCounts(async () => {
  const apps = await allFamilyApps();
  return Object.fromEntries(FAMILY_IDS.map((id) => [id, apps[id].routeCount()])) as Record<
    FamilyId,
    number
  >;
});

let rootApp: Promise<FamilyApp> | undefined;
function root(): Promise<FamilyApp> {
  rootApp ??= (async () => {
    const [{ createRootApp }, apps] = await Promise.all([import('./root.js'), allFamilyApps()]);
    return createRootApp(apps);
  })();
  rootApp.catch(() => {
    rootApp = undefined;
  });
  return rootApp;
}

/** Route a request to its family. */
export async function dispatch(req: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(req.url);
  const hosts = parseFamilyHosts(env.FAMILY_HOSTS);
  if (
    url.pathname === '/' ||
    url.pathname.startsWith('/openapi/') ||
    url.pathname === '/docs' ||
    url.pathname.startsWith('/docs/')
  ) {
    setMount(req, { basePath: '', origin: url.origin });
    return (await root()).app.fetch(req, env, ctx);
  }
  const hostFamily = hosts.get(url.host.toLowerCase()) ?? hosts.get(url.hostname.toLowerCase());
  if (hostFamily) {
    setMount(req, { basePath: '', origin: url.origin });
    return (await familyApp(hostFamily)).app.fetch(req, env, ctx);
  }
  for (const [fam, prefix] of PREFIXED) {
    if (url.pathname === prefix || url.pathname.startsWith(prefix + '/')) {
      const inner = new URL(url);
      inner.pathname = url.pathname.slice(prefix.length) || '/';
      const innerReq = new Request(inner, req);
      setMount(innerReq, { basePath: prefix, origin: url.origin });
      return (await familyApp(fam)).app.fetch(innerReq, env, ctx);
    }
  }
  const fam: FamilyId = url.pathname === '/v1' || url.pathname.startsWith('/v1/') ? 'V' : 'R';
  setMount(req, { basePath: '', origin: url.origin });
  return (await familyApp(fam)).app.fetch(req, env, ctx);
}
