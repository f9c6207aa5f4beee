/**
 * The ad network's JSON client (spec section 7): reads `ads`, keeps entries with a `statlink`,
 * retries up to 10 times until one is usable, and fails silently (null).
 */
export interface NetworkAd {
  statlink: string;
  statimp?: string;
  pixel?: string;
  timestamp?: string | number;
  image?: string;
  company?: string;
  description?: string;
}

export const MAX_FETCH_ATTEMPTS = 10;

export async function fetchNetworkAd(url: string, fetcher: typeof fetch = fetch): Promise<NetworkAd | null> {
  for (let attempt = 0; attempt < MAX_FETCH_ATTEMPTS; attempt += 1) {
    try {
      const response = await fetcher(url, { credentials: 'omit' });
      if (!response.ok) continue;
      const body = (await response.json()) as { ads?: unknown };
      const usable = (Array.isArray(body.ads) ? body.ads : []).filter(
        (ad): ad is NetworkAd =>
          !!ad && typeof ad === 'object' && typeof (ad as NetworkAd).statlink === 'string',
      );
      if (usable[0]) return usable[0];
    } catch {
      // Blocked, offline or malformed: try again, then give up quietly.
    }
  }
  return null;
}

/** The impression pixels to load: `statimp`, and each `||`-separated `pixel` with its timestamp. */
export function impressionUrls(ad: NetworkAd): string[] {
  const pixels = (ad.pixel ?? '')
    .split('||')
    .filter(Boolean)
    .map((p) => p.replace('[timestamp]', String(ad.timestamp ?? Date.now())));
  return [...(ad.statimp ? [ad.statimp] : []), ...pixels];
}

/** Crawlers and headless audit tools see no ad (spec section 4, step 1). */
export function isBot(userAgent: string): boolean {
  return /bot|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|prerender/i.test(userAgent);
}
