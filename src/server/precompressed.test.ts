import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress';
// @ts-expect-error: plain JavaScript for server.mjs, without declarations
import { acceptsBrotli, configuredHeaders, precompressedStatic } from './precompressed.mjs';

interface Sent {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer | undefined;
}

/** Calls the handler with a minimal request; returns null when it left the request to Next. */
function send(
  handler: (req: IncomingMessage, res: ServerResponse) => boolean,
  url: string,
  headers: Record<string, string> = { 'accept-encoding': 'gzip, br' },
  method = 'GET',
): Sent | null {
  const sent: Sent = { status: 0, headers: {}, body: undefined };
  const res = {
    set statusCode(value: number) {
      sent.status = value;
    },
    setHeader: (name: string, value: unknown) => {
      sent.headers[name.toLowerCase()] = value;
    },
    end: (body?: Buffer) => {
      sent.body = body;
    },
  } as unknown as ServerResponse;
  const answered = handler({ method, url, headers } as IncomingMessage, res);
  return answered ? sent : null;
}

/** A build folder: `.next/static/chunks/a.js` and a `.br` file outside `static/`. */
async function build() {
  const dist = mkdtempSync(join(tmpdir(), 'precompressed-'));
  mkdirSync(join(dist, 'static', 'chunks'), { recursive: true });
  writeFileSync(join(dist, 'static', 'chunks', 'a.js'), 'console.log("a");'.repeat(200));
  writeFileSync(join(dist, 'static', 'chunks', 'b.css'), 'p{color:red}'.repeat(200));
  writeFileSync(join(dist, 'static', 'chunks', 'c.json'), '{}');
  writeFileSync(join(dist, 'secret.js.br'), 'not for clients');
  writeFileSync(
    join(dist, 'routes-manifest.json'),
    JSON.stringify({
      headers: [
        { regex: '^/(.*)$', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
        { regex: '^/_next/static/(.*)$', headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }] },
        { regex: '^/(.*)$', has: [{ type: 'query', key: 'x' }], headers: [{ key: 'X-No', value: '1' }] },
      ],
    }),
  );
  const totals = await precompress(join(dist, 'static'));
  return { dist, totals };
}

describe('brotli copies of the build', () => {
  it('compresses every script and style sheet, nothing else, to a smaller file', async () => {
    const { totals } = await build();
    expect(totals.files).toBe(2);
    expect(totals.after).toBeLessThan(totals.before / 10);
  });

  it('sends a copy with the headers of the build rules that apply', async () => {
    const { dist } = await build();
    const handler = precompressedStatic(dist);
    const sent = send(handler, '/_next/static/chunks/a.js?v=1')!;
    expect(sent.status).toBe(200);
    expect(brotliDecompressSync(sent.body!).toString()).toBe('console.log("a");'.repeat(200));
    expect(sent.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=UTF-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-frame-options': 'SAMEORIGIN',
      vary: 'Accept-Encoding',
    });
    expect(sent.headers['x-no']).toBeUndefined();
    const again = send(handler, '/_next/static/chunks/a.js', {
      'accept-encoding': 'br',
      'if-none-match': String(sent.headers.etag),
    })!;
    expect(again.status).toBe(304);
    expect(send(handler, '/_next/static/chunks/b.css')!.headers['content-type']).toBe(
      'text/css; charset=UTF-8',
    );
  });

  it('leaves to Next what it cannot answer', async () => {
    const { dist } = await build();
    const handler = precompressedStatic(dist);
    expect(send(handler, '/_next/static/chunks/a.js', { 'accept-encoding': 'gzip' })).toBeNull();
    expect(send(handler, '/_next/static/chunks/a.js', {}, 'POST')).toBeNull();
    expect(send(handler, '/_next/static/chunks/missing.js')).toBeNull();
    expect(send(handler, '/_next/static/chunks/c.json')).toBeNull();
    expect(send(handler, '/other/a.js')).toBeNull();
    // A `.br` file outside static/ is never reachable, encoded or not, nor a malformed escape.
    expect(send(handler, '/_next/static/..%2Fsecret.js')).toBeNull();
    expect(send(handler, '/_next/static/../secret.js')).toBeNull();
    expect(send(handler, '/_next/static/%E0%A4%A.js')).toBeNull();
    // Without a build, everything goes to Next.
    expect(send(precompressedStatic(join(dist, 'nowhere')), '/_next/static/chunks/a.js')).toBeNull();
  });

  it('reads Accept-Encoding and the header rules as browsers and Next do', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('BR;q=0.5')).toBe(true);
    expect(acceptsBrotli('br;q=0, gzip')).toBe(false);
    expect(acceptsBrotli('gzip, brotli')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
    expect(configuredHeaders({}, '/x')).toEqual({});
  });
});
