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
 * Only the site's own pages may post. With SITE_URL set (production), the Origin header must be
 * exactly its origin, scheme and port included, and the Host header is not consulted: a client
 * choosing both Host and Origin proves nothing. Without it (development, tests), the origin
 * must be this request's own (scheme of the request URL, Host header). A request without
 * Origin must be same-origin by Sec-Fetch-Site.
 */
export function checkOrigin(request: Request, siteUrl?: string): void {
  const origin = request.headers.get('origin');
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
  const expected = siteUrl
    ? new URL(siteUrl).origin
    : `${new URL(request.url).protocol}//${request.headers.get('host') ?? ''}`;
  if (parsed.origin !== expected) throw new HttpError(403, `requests from ${parsed.origin} are not accepted`);
}

/**
 * Fixed one-minute windows of a budget per key: `take` spends `cost` units and refuses (false)
 * once a key has spent `perMinute` in its window. Used per client (events, not requests, so a
 * batch of 50 costs 50) and once for the whole site (rows stored a minute).
 */
export class WindowBudget {
  private windows = new Map<string, { start: number; spent: number }>();
  constructor(
    readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Spends `cost`; returns the seconds until the window ends when over budget, else 0. */
  take(key: string, cost = 1): number {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= 60_000) {
      if (this.windows.size >= 50_000) this.sweep(now);
      window = { start: now, spent: 0 };
      this.windows.set(key, window);
    }
    window.spent += cost;
    return window.spent > this.perMinute ? Math.max(1, Math.ceil((window.start + 60_000 - now) / 1000)) : 0;
  }

  /** Gives back units that were taken for work that did not happen (nothing stored). */
  refund(key: string, cost: number): void {
    const window = this.windows.get(key);
    if (window) window.spent = Math.max(0, window.spent - cost);
  }

  /** Forgets ended windows, so that a flood of new keys does not reset the others' budgets. */
  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (now - w.start >= 60_000) this.windows.delete(key);
    // Still this many live clients: memory wins; the site-wide budget still bounds the rows.
    if (this.windows.size >= 200_000) this.windows.clear();
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
