import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { raw } from './raw-http';

// server.mjs compresses what Next renders (pages, their React payloads, API answers) itself, in
// brotli for clients that accept it; Next's own compression, gzip only, is off (next.config.ts).

test('a page goes out in brotli, gzip or as is, by what the client accepts, with the same text', async ({
  baseURL,
}) => {
  const url = `${baseURL}/x/react-data-grid/sorting/`;
  const br = await raw(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
  const gzip = await raw(url, { 'accept-encoding': 'gzip' });
  const plain = await raw(url, {});
  expect([br.status, gzip.status, plain.status]).toEqual([200, 200, 200]);
  expect(br.headers['content-encoding']).toBe('br');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(plain.headers['content-encoding']).toBeUndefined();
  const html = plain.body.toString('utf8');
  expect(html).toContain('<h1');
  expect(brotliDecompressSync(br.body).toString('utf8')).toBe(html);
  expect(gunzipSync(gzip.body).toString('utf8')).toBe(html);
  // The page's React payload repeats its markup beyond gzip's 32 KB window: brotli finds it.
  expect(br.body.length).toBeLessThan(gzip.body.length * 0.85);
  expect(String(br.headers.vary)).toContain('Accept-Encoding');
  // Refused brotli falls back to gzip.
  const refused = await raw(url, { 'accept-encoding': 'br;q=0, gzip' });
  expect(refused.headers['content-encoding']).toBe('gzip');
  // The page's ETag still answers 304.
  const again = await raw(url, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
  expect(again.status).toBe(304);
});

test('client-side navigation gets its payload in brotli, and an API answer is compressed', async ({
  page,
  baseURL,
}) => {
  await page.goto('/x/introduction/installation/');
  const payload = page.waitForResponse((response) => new URL(response.url()).searchParams.has('_rsc'));
  await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>(
      'nav[aria-label="documentation"] a[href="/x/react-data-grid/sorting/"]',
    );
    link!.closest('details')?.setAttribute('open', '');
    link!.click();
  });
  const response = await payload;
  expect(response.headers()['content-encoding']).toBe('br');
  await expect(page.locator('h1')).toHaveText('Sorting');
  const api = await raw(`${baseURL}/api/demo-data/`, { 'accept-encoding': 'br' });
  expect(api.status).toBe(200);
  expect(api.headers['content-encoding']).toBe('br');
  expect(JSON.parse(brotliDecompressSync(api.body).toString('utf8'))).toBeTruthy();
});
