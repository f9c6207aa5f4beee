import { expect, test } from '@playwright/test';

// The test build names 127.0.0.1:<port> its production host (DOCS_PRODUCTION_HOST); the other
// tests browse localhost, where no worker registers.
const base = new URL(process.env.BASE_URL ?? 'http://localhost:3100');
const PRODUCTION = `http://127.0.0.1:${base.port}`;

test('no service worker outside the production host', async ({ page }) => {
  await page.goto('/x/introduction/');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
});

test('on the production host the worker registers, serves visited pages offline, and an update reloads once', async ({
  context,
  page,
}) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => {
    sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? 0) + 1));
  });
  await page.goto(`${PRODUCTION}/x/introduction/licensing/`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  // The first install takes control without a reload.
  expect(await page.evaluate(() => sessionStorage.getItem('loads'))).toBe('1');

  // Visit once under the worker's control, so the page is cached; then go offline.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Licensing');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Licensing');
  await context.setOffline(false);
  await page.evaluate(() => sessionStorage.setItem('loads', '0'));

  // A new build serves a new worker script. Playwright cannot answer the browser's own
  // update check for /x/sw.js, so the test offers the browser a different script URL: it
  // installs that worker, which takes over, and the page must reload exactly once. (That each
  // build's /x/sw.js is byte-different is a unit test: src/sw/worker.test.ts.)
  await page.evaluate(() => navigator.serviceWorker.register('/x/sw.js?build=next', { scope: '/x/' }));
  await expect
    // The reload may destroy the context mid-poll: that attempt just counts as "not yet".
    .poll(() => page.evaluate(() => sessionStorage.getItem('loads')).catch(() => null), { timeout: 15_000 })
    .toBe('1');
  await page.waitForTimeout(3000);
  expect(await page.evaluate(() => sessionStorage.getItem('loads'))).toBe('1');
});

/** Opens a production-host page and waits until the worker controls it. */
async function underWorker(page: import('@playwright/test').Page, path: string) {
  await page.goto(`${PRODUCTION}${path}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

test('with the storage quota full, every page still loads', async ({ context, page }) => {
  test.setTimeout(60_000);
  // 50 KB for the whole origin: no page (HTML ~100 KB or more) fits in the cache.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: PRODUCTION, quotaSize: 50 * 1024 });
  await underWorker(page, '/x/introduction/');
  for (const path of [
    '/x/introduction/licensing/',
    '/x/introduction/installation/',
    '/x/react-data-grid/sorting/',
    '/x/introduction/?utm_source=newsletter',
  ]) {
    const response = await page.goto(`${PRODUCTION}${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  }
});

test('offline, a page never visited shows the offline page, listing the saved ones', async ({
  context,
  page,
}) => {
  test.setTimeout(60_000);
  await underWorker(page, '/x/introduction/licensing/');
  // Read once under the worker's control, so it is stored (in the background: wait for it).
  await page.goto(`${PRODUCTION}/x/introduction/licensing/?utm_source=test`);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const names = await caches.keys();
        const pages = names.find((n) => n.endsWith('-pages'));
        return pages
          ? (await (await caches.open(pages)).keys()).map(
              (r) => new URL(r.url).pathname + new URL(r.url).search,
            )
          : [];
      }),
    )
    .toContain('/x/introduction/licensing/');
  await context.setOffline(true);
  const response = await page.goto(`${PRODUCTION}/x/introduction/installation/`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await page.getByRole('link', { name: '/x/introduction/licensing/' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Licensing');
  await context.setOffline(false);
});
