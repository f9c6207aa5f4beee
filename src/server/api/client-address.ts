/**
 * Who is asking, for the rate limit. A client can write any header it likes, so the address
 * comes from the TCP connection unless the deployment says how many proxies it trusts:
 *   - `server.mjs` (what `npm start` runs) records the connection's peer address in
 *     PEER_HEADER, replacing whatever a client sent under that name;
 *   - with TRUST_PROXY_HOPS=n, the n proxies nearest the server are trusted, and the address is
 *     read from the right of TRUST_PROXY_HEADER (default X-Forwarded-For, to which each proxy
 *     appends the address it received from): entries further left were written by the client
 *     and are never used, so prepending addresses changes nothing.
 */
import { isIP } from 'node:net';

export const PEER_HEADER = 'x-docs-peer-address';

export interface ProxyTrust {
  /** How many proxies in front of the server append to `header` (0: none, use the peer). */
  hops: number;
  /** Lower-case header name, a comma-separated list of addresses, each proxy appending one. */
  header: string;
}

export function proxyTrustFromEnv(env: Record<string, string | undefined> = process.env): ProxyTrust {
  const hops = Number(env.TRUST_PROXY_HOPS ?? '0');
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`TRUST_PROXY_HOPS must be a whole number from 0 to 10 (got "${env.TRUST_PROXY_HOPS}").`);
  }
  return { hops, header: (env.TRUST_PROXY_HEADER ?? 'x-forwarded-for').toLowerCase() };
}

/**
 * The client's address as a rate-limit key. IPv6 clients are keyed by their /64, since one
 * connection usually owns a whole /64 and could otherwise take a new address per request.
 */
export function clientKey(headers: Headers, trust: ProxyTrust): string {
  const peer = headers.get(PEER_HEADER)?.trim() || 'unknown';
  let address = peer;
  if (trust.hops > 0) {
    const forwarded = (headers.get(trust.header) ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    // [client-written..., proxy n's view, ..., proxy 1's view] then the peer (proxy 1 itself).
    const chain = [...forwarded, peer];
    address = chain[Math.max(0, chain.length - 1 - trust.hops)]!;
  }
  return normalise(address);
}

function normalise(address: string): string {
  const bare = address.replace(/^\[|\](:\d+)?$/g, '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIP(bare) === 6) {
    const [head = '', tail = ''] = bare.toLowerCase().split('::');
    const groups = [...head.split(':').filter(Boolean)];
    const missing = 8 - groups.length - tail.split(':').filter(Boolean).length;
    if (bare.includes('::')) groups.push(...Array<string>(Math.max(0, missing)).fill('0'));
    groups.push(...tail.split(':').filter(Boolean));
    return `${groups.slice(0, 4).join(':')}::/64`;
  }
  // Not an address (a misconfigured proxy): still a key, but a bounded one.
  return bare.slice(0, 64);
}
