/**
 * @module Where outbound webhooks may go (docs/webhooks.md), checked when a hook is registered and
 * again before every delivery (a name may be re-pointed after registration):
 * - production keys: an https URL without credentials whose host is not, and does not resolve to,
 *   a private, loopback, link-local, unspecified, shared (CGNAT), multicast or reserved address.
 *   Names are resolved with DNS over HTTPS (DNS_RESOLVER_URL, JSON API; default Cloudflare's).
 *   With WEBHOOK_ALLOW_LOOPBACK = "1" (local development and the tests only) a loopback receiver
 *   (127.0.0.1, ::1, localhost; http allowed) is accepted.
 * - sandbox keys: only a test receiver the operator registered (SANDBOX_WEBHOOK_RECEIVERS, a comma
 *   list of URL prefixes); anything else is refused and nothing is sent.
 */

export const DEFAULT_DNS_RESOLVER = 'https://cloudflare-dns.com/dns-query';

interface UrlEnv { WEBHOOK_ALLOW_LOOPBACK?: string; SANDBOX_WEBHOOK_RECEIVERS?: string; DNS_RESOLVER_URL?: string }

export type UrlVerdict = { ok: true } | { ok: false; reason: string };

function ipv4Parts(host: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

/** Why an IPv4 address is not a public unicast address, or null when it is. */
export function ipv4Blocked(host: string): string | null {
  const p = ipv4Parts(host);
  if (!p) return null;
  const [a, b] = p as [number, number, number, number];
  if (a === 127) return 'loopback';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 169 && b === 254) return 'link-local';
  if (a === 0) return 'unspecified';
  if (a === 100 && b >= 64 && b <= 127) return 'shared address space (CGNAT)';
  if (a >= 224) return 'multicast or reserved';
  if ((a === 192 && b === 0 && p[2] === 0) || (a === 198 && (b === 18 || b === 19))) return 'reserved';
  return null;
}

/** Why an IPv6 address is not a public unicast address, or null when it is. */
export function ipv6Blocked(host: string): string | null {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (!h.includes(':')) return null;
  if (h === '::1') return 'loopback';
  if (h === '::') return 'unspecified';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(h);
  if (mapped) return ipv4Blocked(mapped[1]!);
  const first = parseInt(h.split(':')[0] || '0', 16);
  if ((first & 0xfe00) === 0xfc00) return 'private (unique local)';
  if ((first & 0xffc0) === 0xfe80) return 'link-local';
  if ((first & 0xff00) === 0xff00) return 'multicast';
  return null;
}

const isLoopbackHost = (host: string) => host === 'localhost' || ipv4Parts(host)?.[0] === 127 || host === '[::1]' || host === '::1';

async function resolve(name: string, env: UrlEnv): Promise<string[] | string> {
  const base = env.DNS_RESOLVER_URL || DEFAULT_DNS_RESOLVER;
  const out: string[] = [];
  for (const type of ['A', 'AAAA']) {
    let res: Response;
    try {
      res = await fetch(`${base}?name=${encodeURIComponent(name)}&type=${type}`, { headers: { accept: 'application/dns-json' }, signal: AbortSignal.timeout(5000) });
    } catch {
      return 'the name could not be resolved (DNS over HTTPS unreachable)';
    }
    if (!res.ok) return `the name could not be resolved (resolver answered ${res.status})`;
    const body = (await res.json()) as { Answer?: Array<{ type: number; data: string }> };
    for (const a of body.Answer ?? []) if (a.type === 1 || a.type === 28) out.push(a.data);
  }
  return out.length > 0 ? out : 'the name does not resolve to any address';
}

/** The verdict on a receiver URL for a key environment. */
export async function checkReceiverUrl(raw: string, environment: 'production' | 'sandbox', env: UrlEnv): Promise<UrlVerdict> {
  let url: URL;
  try { url = new URL(raw); } catch { return { ok: false, reason: 'not an absolute URL' }; }
  if (url.username || url.password) return { ok: false, reason: 'credentials in the URL are not allowed; authenticate with the signature instead' };
  if (url.hash) return { ok: false, reason: 'a fragment is not allowed' };
  if (environment === 'sandbox') {
    const prefixes = (env.SANDBOX_WEBHOOK_RECEIVERS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (prefixes.some((p) => raw.startsWith(p))) return { ok: true };
    return { ok: false, reason: prefixes.length ? `sandbox webhooks go only to a registered test receiver (${prefixes.join(', ')})` : 'sandbox webhooks go only to a registered test receiver, and none is registered on this deployment' };
  }
  const host = url.hostname.toLowerCase();
  if (env.WEBHOOK_ALLOW_LOOPBACK === '1' && isLoopbackHost(host) && (url.protocol === 'http:' || url.protocol === 'https:')) return { ok: true };
  if (url.protocol !== 'https:') return { ok: false, reason: 'must be an https URL' };
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return { ok: false, reason: `${host} is a local name` };
  const literal = ipv4Blocked(host) ?? ipv6Blocked(host);
  if (literal) return { ok: false, reason: `${host} is a ${literal} address` };
  if (ipv4Parts(host) || host.startsWith('[')) return { ok: true };
  const addrs = await resolve(host, env);
  if (typeof addrs === 'string') return { ok: false, reason: `${host}: ${addrs}` };
  for (const a of addrs) {
    const why = ipv4Blocked(a) ?? ipv6Blocked(a);
    if (why) return { ok: false, reason: `${host} resolves to ${a}, a ${why} address` };
  }
  return { ok: true };
}
