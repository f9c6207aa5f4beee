import { describe, expect, it } from 'vitest';
import { clientKey, PEER_HEADER, proxyTrustFromEnv } from './client-address';

const headers = (h: Record<string, string>) => new Headers(h);
const direct = { hops: 0, header: 'x-forwarded-for' };

describe('the client address', () => {
  it('is the socket peer without trusted proxies, whatever the forwarding headers say', () => {
    expect(
      clientKey(
        headers({ [PEER_HEADER]: '198.51.100.4', 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '5.6.7.8' }),
        direct,
      ),
    ).toBe('198.51.100.4');
    expect(clientKey(headers({ 'x-forwarded-for': '1.2.3.4' }), direct)).toBe('unknown');
  });

  it('is read from the right of X-Forwarded-For, as many entries as there are trusted hops', () => {
    const h = headers({
      [PEER_HEADER]: '10.0.0.9',
      'x-forwarded-for': '203.0.113.1, 198.51.100.4, 10.0.0.5',
    });
    expect(clientKey(h, { hops: 1, header: 'x-forwarded-for' })).toBe('10.0.0.5');
    expect(clientKey(h, { hops: 2, header: 'x-forwarded-for' })).toBe('198.51.100.4');
    // More hops than entries: the farthest known address, never beyond.
    expect(clientKey(h, { hops: 9, header: 'x-forwarded-for' })).toBe('203.0.113.1');
  });

  it('reads a single-valued header a proxy sets', () => {
    const h = headers({ [PEER_HEADER]: '10.0.0.9', 'cf-connecting-ip': '198.51.100.4' });
    expect(clientKey(h, { hops: 1, header: 'cf-connecting-ip' })).toBe('198.51.100.4');
  });

  it('counts an IPv6 client by its /64 and unwraps IPv4-mapped addresses', () => {
    expect(clientKey(headers({ [PEER_HEADER]: '2001:db8:1:2:aaaa::1' }), direct)).toBe('2001:db8:1:2::/64');
    expect(clientKey(headers({ [PEER_HEADER]: '2001:db8:1:2:bbbb:cccc:dddd:eeee' }), direct)).toBe(
      '2001:db8:1:2::/64',
    );
    expect(clientKey(headers({ [PEER_HEADER]: '2001:db8::1' }), direct)).toBe('2001:db8:0:0::/64');
    expect(clientKey(headers({ [PEER_HEADER]: '::ffff:192.0.2.7' }), direct)).toBe('192.0.2.7');
  });

  it('refuses a hop count that is not a small whole number', () => {
    expect(proxyTrustFromEnv({})).toEqual({ hops: 0, header: 'x-forwarded-for' });
    expect(proxyTrustFromEnv({ TRUST_PROXY_HOPS: '2', TRUST_PROXY_HEADER: 'X-Client-IP' })).toEqual({
      hops: 2,
      header: 'x-client-ip',
    });
    expect(() => proxyTrustFromEnv({ TRUST_PROXY_HOPS: 'yes' })).toThrow(/TRUST_PROXY_HOPS/);
  });
});
