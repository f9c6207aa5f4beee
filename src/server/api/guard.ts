/** What every write endpoint checks before it reads a body: origin, rate, size, JSON. */

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * Only the site's own pages may post: the Origin header must be this host's origin (or
 * SITE_URL's). A request without Origin must be same-origin by Sec-Fetch-Site.
 */
export function checkOrigin(request: Request, siteUrl?: string): void {
  const origin = request.headers.get('origin');
  const host = request.headers.get('host');
  if (!origin) {
    if (request.headers.get('sec-fetch-site') === 'same-origin') return;
    throw new HttpError(403, 'requests must come from this site (no Origin header)');
  }
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    throw new HttpError(403, 'requests must come from this site (malformed Origin)');
  }
  const allowed = parsed.host === host || (!!siteUrl && parsed.origin === new URL(siteUrl).origin);
  if (!allowed) throw new HttpError(403, `requests from ${parsed.origin} are not accepted`);
}

/**
 * A fixed-window limit per client. The client is the first address of X-Forwarded-For (set by
 * the proxy in front of the site), else X-Real-IP; without a proxy every request counts as one
 * client, which still bounds the load.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();
  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  check(request: Request): void {
    const client =
      request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
      request.headers.get('x-real-ip') ||
      'direct';
    const now = this.now();
    const window = this.windows.get(client);
    if (!window || now - window.start >= 60_000) {
      if (this.windows.size > 10_000) this.windows.clear();
      this.windows.set(client, { start: now, count: 1 });
      return;
    }
    window.count += 1;
    if (window.count > this.perMinute) {
      const retry = Math.ceil((window.start + 60_000 - now) / 1000);
      throw new HttpError(429, 'too many requests; try again later', { 'Retry-After': String(retry) });
    }
  }
}

/** Reads at most `limit` bytes of the body (whatever Content-Length claims) and parses JSON. */
export async function readJson(request: Request, limit: number): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  // sendBeacon sends text/plain; anything else must be JSON.
  if (!/^(application\/json|text\/plain)\b/i.test(type)) {
    throw new HttpError(415, 'the body must be JSON (Content-Type: application/json)');
  }
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new HttpError(413, `the body must be at most ${limit} bytes`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        throw new HttpError(413, `the body must be at most ${limit} bytes`);
      }
      chunks.push(value);
    }
  }
  const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  if (!text.trim()) throw new HttpError(400, 'the body is empty');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'the body is not valid JSON');
  }
}
