import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { raw } from './raw-http';

// server.mjs sends the build's brotli copies of scripts and style sheets (scripts/precompress.ts,
// src/server/precompressed.mjs) with the headers Next sends for the file itself.

test('scripts and style sheets go out in brotli to a client that accepts it, gzip otherwise', async ({
  baseURL,
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/_next/static/chunks/') && response.url().endsWith('.js'))
      scripts.push(response.headers()['content-encoding'] ?? 'none');
  });
  await page.goto('/x/introduction/installation/');
  // The browser got every script of the page in brotli.
  expect(scripts.length).toBeGreaterThan(5);
  expect(new Set(scripts)).toEqual(new Set(['br']));

  const html = await page.content();
  const script = new URL(html.match(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/)![1]!, baseURL).href;
  const sheet = new URL(html.match(/href="(\/_next\/static\/chunks\/[^"]+\.css)"/)![1]!, baseURL).href;
  const br = await raw(script, { 'accept-encoding': 'gzip, deflate, br, zstd' });
  const gzip = await raw(script, { 'accept-encoding': 'gzip' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(brotliDecompressSync(br.body).equals(gunzipSync(gzip.body))).toBe(true);
  expect(br.body.length).toBeLessThan(gzip.body.length);
  expect(Number(br.headers['content-length'])).toBe(br.body.length);
  // Next's headers for the file: security, caching, type.
  for (const name of [
    'content-security-policy',
    'x-content-type-options',
    'x-frame-options',
    'cache-control',
    'content-type',
  ])
    expect(br.headers[name], name).toBe(gzip.headers[name]);
  expect(br.headers.vary).toContain('Accept-Encoding');

  const css = await raw(sheet, { 'accept-encoding': 'br' });
  expect(css.headers['content-encoding']).toBe('br');
  expect(css.headers['content-type']).toBe('text/css; charset=UTF-8');
  // `br;q=0` refuses brotli.
  expect((await raw(script, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
  // HEAD has the headers and no body; a matching ETag gets 304.
  const head = await raw(script, { 'accept-encoding': 'br' }, 'HEAD');
  expect(head.body.length).toBe(0);
  expect(head.headers['content-length']).toBe(br.headers['content-length']);
  const again = await raw(script, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
  expect(again.status).toBe(304);
  // Paths outside .next/static/ are covered by src/server/precompressed.test.ts.
});
