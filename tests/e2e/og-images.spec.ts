import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** Width and height from a PNG's IHDR chunk, which always follows the 8-byte signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a');
  expect(png.subarray(12, 16).toString('latin1'), 'first chunk').toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * Opens a page, reads its single og:image and fetches it from this server. The meta holds an
 * absolute URL on SITE_URL, which need not be the server under test, so only its path is kept.
 */
async function expectCard(page: Page, request: APIRequestContext, path: string): Promise<string> {
  await page.goto(path);
  const meta = page.locator('meta[property="og:image"]');
  await expect(meta, `og:image on ${path}`).toHaveCount(1);
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  const url = new URL((await meta.getAttribute('content'))!);
  const imagePath = url.pathname + url.search;
  expect(url.pathname, 'card URL').toMatch(/^\/og\/.+\.png$/);

  // Served directly: a redirect before the image would cost every crawler a round trip.
  const response = await request.get(imagePath, { maxRedirects: 0 });
  expect(response.status(), imagePath).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body()), imagePath).toEqual({ width: 1200, height: 630 });
  return url.pathname;
}

test('a guide page has its own 1200×630 PNG card', async ({ page, request }) => {
  const sorting = await expectCard(page, request, '/x/react-data-grid/sorting/');
  const licensing = await expectCard(page, request, '/x/introduction/licensing/');
  expect(sorting).not.toBe(licensing);
});

test('API pages and API indexes have cards', async ({ page, request }) => {
  const component = await expectCard(page, request, '/x/api/data-grid/data-grid-premium/');
  const index = await expectCard(page, request, '/x/api/data-grid/');
  expect(component).not.toBe(index);
});

test('a blog post has its own 1200×630 PNG card', async ({ page, request }) => {
  await page.goto('/blog/');
  const posts = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const post = posts.find((p) => /^\/blog\/(?!tags\/)[^/]+\/$/.test(p));
  expect(post, 'a post linked from /blog/').toBeDefined();
  await expectCard(page, request, post!);
});
