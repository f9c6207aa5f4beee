import { describe, expect, it, vi } from 'vitest';
import { fetchNetworkAd, impressionUrls, isBot, MAX_FETCH_ATTEMPTS } from './network';

const reply = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));

describe('fetchNetworkAd', () => {
  it('keeps only entries with a statlink', async () => {
    const fetcher = vi.fn(() =>
      reply({ ads: [{ company: 'none' }, { statlink: 'https://ads.example/c', company: 'A' }] }),
    );
    expect(await fetchNetworkAd('u', fetcher as unknown as typeof fetch)).toMatchObject({ company: 'A' });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('retries up to 10 times until an entry is usable', async () => {
    let calls = 0;
    const fetcher = vi.fn(() => {
      calls += 1;
      return calls < 4
        ? reply({ ads: [{ company: 'no link' }] })
        : reply({ ads: [{ statlink: 'https://ads.example/c' }] });
    });
    expect(await fetchNetworkAd('u', fetcher as unknown as typeof fetch)).toEqual({
      statlink: 'https://ads.example/c',
    });
    expect(calls).toBe(4);
  });

  it('fails silently after 10 failed attempts', async () => {
    const fetcher = vi.fn(() => Promise.reject(new TypeError('blocked')));
    expect(await fetchNetworkAd('u', fetcher as unknown as typeof fetch)).toBeNull();
    expect(fetcher).toHaveBeenCalledTimes(MAX_FETCH_ATTEMPTS);
  });
});

describe('impressionUrls and isBot', () => {
  it('lists statimp and each pixel with its timestamp', () => {
    expect(
      impressionUrls({
        statlink: 's',
        statimp: 'https://i/1',
        pixel: 'https://p/a?t=[timestamp]||https://p/b',
        timestamp: 42,
      }),
    ).toEqual(['https://i/1', 'https://p/a?t=42', 'https://p/b']);
  });

  it('recognises crawlers, not browsers', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1)')).toBe(true);
    expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36')).toBe(
      false,
    );
  });
});
