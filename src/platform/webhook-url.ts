/**
 * @module Where outbound webhooks may go (docs/webhooks.md, docs/security.md), checked when a hook
 * is registered and again before every delivery try (a name may be re-pointed after registration:
 * DNS rebinding):
 * - production keys: an https URL on port 443 (the https default: no other port, so a hook cannot
 *   be pointed at another service of a host) without credentials whose host is a global unicast
 *   address, or a name every one of whose A and AAAA addresses is. Addresses are classified with ipaddr.js after
 *   full normalisation (the WHATWG URL parser turns `0x7f.1`, `2130706433` and `[::ffff:127.0.0.1]`
 *   into their canonical forms; IPv6 forms that carry an IPv4 address, mapped `::ffff:0:0/96`,
 *   compatible `::/96`, translated `::ffff:0:0:0/96`, NAT64 `64:ff9b::/96` and `64:ff9b:1::/48`,
 *   6to4 `2002::/16` and Teredo `2001::/32`, are refused outright). An allow-list, not a deny-list:
 *   IPv4 must be in no special range (loopback, private, link-local, CGNAT 100.64/10,
 *   benchmarking 198.18/15, documentation, multicast, reserved, broadcast, ...), IPv6 must lie in
 *   the global unicast block 2000::/3 and in no special range (unique-local, site-local fec0::/10,
 *   documentation, benchmarking, ORCHID, ...). Names are resolved with DNS over HTTPS
 *   (DNS_RESOLVER_URL, JSON API; default Cloudflare's).
 *   With WEBHOOK_ALLOW_LOOPBACK = "1" (local development and the tests only) a receiver on
 *   127.0.0.1, [::1] or localhost (http allowed) is accepted; nothing else private is.
 * - sandbox keys: only a test receiver the operator registered (SANDBOX_WEBHOOK_RECEIVERS, a comma
 *   list of URLs), matched by parsed origin (scheme, host and port equal) and path prefix, never by
 *   string prefix; anything else is refused and nothing is sent.
 */
import ipaddr from 'ipaddr.js';

export const DEFAULT_DNS_RESOLVER = 'https://cloudflare-dns.com/dns-query';

interface UrlEnv {
  WEBHOOK_ALLOW_LOOPBACK?: string;
  SANDBOX_WEBHOOK_RECEIVERS?: string;
  DNS_RESOLVER_URL?: string;
}

/**
 * The verdict on a receiver URL. `category` is what a delivery log may show (it names the rule,
 * never an address or a port): `address refused`, `DNS error`, `URL refused`.
 */
export type UrlVerdict =
  | { ok: true }
  | { ok: false; reason: string; category: 'address refused' | 'DNS error' | 'URL refused' };

/** IPv6 blocks that carry an IPv4 address or tunnel to one: refused whatever the address inside. */
const IPV4_CARRYING_V6: ReadonlyArray<[string, number, string]> = [
  ['::', 96, 'IPv4-compatible'],
  ['::ffff:0:0', 96, 'IPv4-mapped'],
  ['::ffff:0:0:0', 96, 'IPv4-translated'],
  ['64:ff9b::', 96, 'NAT64'],
  ['64:ff9b:1::', 48, 'local NAT64'],
  ['2002::', 16, '6to4'],
  ['2001::', 32, 'Teredo'],
];
const V4_CARRIERS = IPV4_CARRYING_V6.map(([a, bits, name]) => ({
  net: ipaddr.IPv6.parse(a),
  bits,
  name,
}));
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parse('2000::');
const SITE_LOCAL_V6 = ipaddr.IPv6.parse('fec0::');

const RANGE_NAMES: Readonly<Record<string, string>> = {
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  linkLocal: 'link-local',
  loopback: 'loopback',
  carrierGradeNat: 'shared address space (CGNAT)',
  private: 'private',
  reserved: 'reserved',
  benchmarking: 'benchmarking',
  as112: 'AS112',
  amt: 'AMT',
  uniqueLocal: 'unique local (private)',
  deprecatedSiteLocal: 'site-local',
  discard: 'discard',
  teredo: 'Teredo',
  as112v6: 'AS112',
  deprecatedOrchid: 'ORCHID',
  orchid2: 'ORCHID',
  droneRemoteIdProtocolEntityTags: 'DRIP',
  segmentRouting: 'segment routing',
};

/** The literal address a URL host names (brackets stripped), or null for a name. */
export function parseHostAddress(host: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const h = host.replace(/^\[|\]$/g, '');
  // only the canonical forms the URL parser produces (and DNS answers use) count as literals
  if (ipaddr.IPv4.isValidFourPartDecimal(h)) return ipaddr.IPv4.parse(h);
  if (h.includes(':') && ipaddr.IPv6.isValid(h)) return ipaddr.IPv6.parse(h);
  return null;
}

/**
 * Why an address (text: `1.2.3.4`, `::1`, `[::1]`) is not a global unicast address, or null when
 * it is. Anything that does not parse as an address is refused too.
 */
export function addressBlocked(text: string): string | null {
  const addr = parseHostAddress(text.trim().toLowerCase());
  if (!addr) return 'not an IP address';
  if (addr.kind() === 'ipv4') {
    const range = (addr as ipaddr.IPv4).range();
    return range === 'unicast' ? null : (RANGE_NAMES[range] ?? range);
  }
  const v6 = addr as ipaddr.IPv6;
  const first = v6.range();
  if (first === 'unspecified' || first === 'loopback') return RANGE_NAMES[first]!;
  for (const c of V4_CARRIERS) {
    if (v6.match(c.net, c.bits)) {
      // name what the embedded IPv4 address is (the last 32 bits), when the form carries one
      const p = v6.parts;
      const inner =
        c.bits === 96
          ? new ipaddr.IPv4([p[6]! >> 8, p[6]! & 255, p[7]! >> 8, p[7]! & 255]).range()
          : 'unicast';
      return `${c.name}${inner !== 'unicast' ? ` ${RANGE_NAMES[inner] ?? inner}` : ''}`;
    }
  }
  if (v6.match(SITE_LOCAL_V6, 10)) return 'site-local';
  const range = v6.range();
  if (range !== 'unicast') return RANGE_NAMES[range] ?? range;
  if (!v6.match(GLOBAL_UNICAST_V6, 3)) return 'not global unicast (outside 2000::/3)';
  return null;
}

function isLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true;
  const a = parseHostAddress(host);
  return a !== null && a.kind() === 'ipv4'
    ? (a as ipaddr.IPv4).range() === 'loopback'
    : a !== null && a.toNormalizedString() === '0:0:0:0:0:0:0:1';
}

/** The A and AAAA addresses of a name (DNS over HTTPS), or why none could be had. */
async function resolve(name: string, env: UrlEnv): Promise<string[] | string> {
  const base = env.DNS_RESOLVER_URL || DEFAULT_DNS_RESOLVER;
  const out: string[] = [];
  for (const type of ['A', 'AAAA']) {
    let res: Response;
    try {
      res = await fetch(`${base}?name=${encodeURIComponent(name)}&type=${type}`, {
        headers: { accept: 'application/dns-json' },
        signal: AbortSignal.timeout(5000),
      });
    } catch {
      return 'the name could not be resolved (DNS over HTTPS unreachable)';
    }
    if (!res.ok) {
      await res.body?.cancel();
      return `the name could not be resolved (resolver answered ${res.status})`;
    }
    let body: { Answer?: Array<{ type: number; data: string }> };
    try {
      body = (await res.json()) as typeof body;
    } catch {
      return 'the name could not be resolved (the resolver answered no JSON)';
    }
    for (const a of Array.isArray(body.Answer) ? body.Answer : [])
      if ((a.type === 1 || a.type === 28) && typeof a.data === 'string') out.push(a.data);
  }
  return out.length > 0 ? out : 'the name does not resolve to any address';
}

/** The sandbox receivers of a deployment, parsed (entries that do not parse are ignored). */
function sandboxReceivers(env: UrlEnv): URL[] {
  const out: URL[] = [];
  for (const s of (env.SANDBOX_WEBHOOK_RECEIVERS ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)) {
    try {
      out.push(new URL(s));
    } catch {
      /* a malformed entry matches nothing */
    }
  }
  return out;
}

/** True when `url` is one of the registered receivers: same origin, and its path under the receiver's. */
function isSandboxReceiver(url: URL, receivers: readonly URL[]): boolean {
  return receivers.some(
    (r) =>
      r.origin === url.origin &&
      url.pathname.startsWith(r.pathname) &&
      !url.pathname.slice(r.pathname.length).includes('..'),
  );
}

/** The verdict on a receiver URL for a key environment. */
export async function checkReceiverUrl(
  raw: string,
  environment: 'production' | 'sandbox',
  env: UrlEnv,
): Promise<UrlVerdict> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not an absolute URL', category: 'URL refused' };
  }
  if (url.username || url.password)
    return {
      ok: false,
      reason: 'credentials in the URL are not allowed; authenticate with the signature instead',
      category: 'URL refused',
    };
  if (url.hash) return { ok: false, reason: 'a fragment is not allowed', category: 'URL refused' };
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, reason: 'must be an https URL', category: 'URL refused' };
  if (environment === 'sandbox') {
    const receivers = sandboxReceivers(env);
    if (isSandboxReceiver(url, receivers)) return { ok: true };
    return {
      ok: false,
      category: 'URL refused',
      reason: receivers.length
        ? `sandbox webhooks go only to a registered test receiver (${receivers.map((r) => r.href).join(', ')})`
        : 'sandbox webhooks go only to a registered test receiver, and none is registered on this deployment',
    };
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (env.WEBHOOK_ALLOW_LOOPBACK === '1' && isLoopbackHost(host)) return { ok: true };
  if (url.protocol !== 'https:')
    return { ok: false, reason: 'must be an https URL', category: 'URL refused' };
  // the URL parser drops a written :443, so any port left is another one
  if (url.port !== '')
    return {
      ok: false,
      reason: `must use port 443, the https default (got port ${url.port}); receivers on other ports are not accepted`,
      category: 'URL refused',
    };
  if (
    host === 'localhost' ||
    /\.(localhost|local|internal|home\.arpa|lan|intranet|corp|private)$/.test(host) ||
    (!host.includes('.') && !host.startsWith('['))
  ) {
    return { ok: false, reason: `${host} is a local name`, category: 'address refused' };
  }
  if (parseHostAddress(host)) {
    const why = addressBlocked(host);
    return why
      ? { ok: false, reason: `${host} is a ${why} address`, category: 'address refused' }
      : { ok: true };
  }
  const addrs = await resolve(host, env);
  if (typeof addrs === 'string')
    return { ok: false, reason: `${host}: ${addrs}`, category: 'DNS error' };
  for (const a of addrs) {
    const why = addressBlocked(a);
    if (why)
      return {
        ok: false,
        reason: `${host} resolves to ${a}, a ${why} address`,
        category: 'address refused',
      };
  }
  return { ok: true };
}

/**
 * What the delivery log says of a try that did not reach a receiver's answer: `failed (network)`,
 * whatever the runtime said (a closed port, a timeout, a TLS handshake with a port that speaks
 * something else, a reset). One word for all of them, so the log cannot tell a closed port from
 * an open one and cannot be used to map hosts or ports; a receiver that answered is logged by
 * its status (`failed (HTTP 503)`).
 */
export const DELIVERY_NETWORK_FAILURE = 'failed (network)';

/** The delivery log's words for a receiver's non-2xx answer. */
export function deliveryHttpFailure(status: number): string {
  return `failed (HTTP ${status})`;
}
