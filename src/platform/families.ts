/**
 * @module The family registry (docs/design.md, "One Worker, one engine, several surfaces"): the six
 * families, where each is mounted (by path prefix, or at a host's root when FAMILY_HOSTS maps a
 * host to it), their one-line descriptions and their base URLs. Data and pure functions only: the
 * family apps themselves are built by src/routes (src/routes/dispatch.ts), which also tells this
 * registry how to count their routes (`registerRouteCounts`), so the press facts and the index can
 * say how many routes each family serves without a platform module importing a route module.
 */

export type FamilyId = 'R' | 'R2' | 'V' | 'N' | 'T' | 'P';

/** Where each family is mounted by path (R and V at the root: V's routes start with /v1). */
export const FAMILY_PREFIX: Readonly<Record<FamilyId, string>> = {
  R: '',
  V: '',
  N: '/n',
  T: '/t',
  P: '/p',
  R2: '/r2',
};
export const FAMILY_IDS = Object.keys(FAMILY_PREFIX) as FamilyId[];

export const FAMILY_DESCRIPTIONS: Readonly<Record<FamilyId, string>> = {
  R: 'reference routes; flat numeric birth fields; errors E1 (chart routes) and E2',
  R2: 'variant of R; IANA zones; errors E3 with hints; x-service-key past the free quota',
  V: 'versioned routes under /v1 with the common envelope {ok, request_id, engine, compute_ms, source}',
  N: 'flat numeric birth fields; responses wrapped as {success, data}',
  T: 'tiered commercial routes; nested birth object; bearer key',
  P: 'public utility routes; CORS open',
};

/** Parse FAMILY_HOSTS ("n.example.com=N, t.example.com=T") into host -> family; bad pairs are ignored. */
export function parseFamilyHosts(spec: string | undefined): Map<string, FamilyId> {
  const out = new Map<string, FamilyId>();
  for (const pair of (spec ?? '').split(',')) {
    const [host, fam] = pair.split('=').map((s) => s.trim());
    if (host && fam && (FAMILY_IDS as string[]).includes(fam.toUpperCase()))
      out.set(host.toLowerCase(), fam.toUpperCase() as FamilyId);
  }
  return out;
}

/** The base URL of family `id` for a request to `url`: its host from FAMILY_HOSTS, else the request's origin and the family's prefix. */
export function baseUrlOf(id: FamilyId, url: URL, hosts: Map<string, FamilyId>): string {
  for (const [h, f] of hosts) if (f === id) return `${url.protocol}//${h}`;
  return url.origin + FAMILY_PREFIX[id];
}

/** The base URL of a family as seen from a request URL (its host from FAMILY_HOSTS, else its prefix). */
export function familyBaseUrl(
  id: FamilyId,
  requestUrl: string,
  env: { FAMILY_HOSTS?: string },
): string {
  return baseUrlOf(id, new URL(requestUrl), parseFamilyHosts(env.FAMILY_HOSTS));
}

type RouteCounter = () => Promise<Readonly<Record<FamilyId, number>>>;
let routeCounter: RouteCounter | undefined;

/** Set by src/routes/dispatch.ts: how to count each family's API operations (building the apps if need be). */
export function registerRouteCounts(counter: RouteCounter): void {
  routeCounter = counter;
}

/** The number of API operations each family serves (pages excluded). */
export async function familyRouteCounts(): Promise<Readonly<Record<FamilyId, number>>> {
  if (!routeCounter)
    throw new Error(
      'the family route counts are not registered (src/routes/dispatch.ts registers them)',
    );
  return routeCounter();
}
