import { expect, test, type Page } from '@playwright/test';

/** Paths of the pages whose payload (`?_rsc=`) the browser fetched, and every script. */
function recordFetches(page: Page) {
  const payloads = new Set<string>();
  const received = new Set<string>();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) payloads.add(url.pathname);
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) received.add(url.pathname);
  });
  return { payloads, received, scripts };
}

test('reading a page to its end prefetches only the pager’s next page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { payloads } = recordFetches(page);
  await page.goto('/x/react-data-grid/sorting/');
  // Scroll through the whole page: text links, API links and the site links in the footer pass by.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  const next = await page.locator('a[rel="next"]').getAttribute('href');
  await expect.poll(() => payloads.has(next!)).toBe(true);
  await page.waitForTimeout(500);
  expect([...payloads].filter((path) => path !== next)).toEqual([]);
});

test('resting the pointer on a link prefetches its page, and the click uses it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { payloads, received } = recordFetches(page);
  await page.goto('/x/react-data-grid/sorting/');
  const link = page
    .getByRole('navigation', { name: 'documentation' })
    .locator('a[href="/x/react-data-grid/pagination/"]');
  await link.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  expect(payloads.has('/x/react-data-grid/pagination/')).toBe(false);
  await link.hover();
  // A reader's pointer rests a moment longer than the prefetch takes; a click while it is still
  // on its way may fetch the page again.
  await expect.poll(() => received.has('/x/react-data-grid/pagination/')).toBe(true);
  const fetchedBefore = payloads.size;
  payloads.clear();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagination');
  // The page came from the prefetch: no new payload for it.
  expect(fetchedBefore).toBeGreaterThan(0);
  expect([...payloads]).not.toContain('/x/react-data-grid/pagination/');
});

test('focusing a link with the keyboard prefetches its page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { payloads } = recordFetches(page);
  await page.goto('/x/introduction/installation/');
  await page.locator('a[href="/pricing/"]').focus();
  await expect.poll(() => payloads.has('/pricing/')).toBe(true);
});

test('a drawer link opens its page in the app; a Ctrl+click is left to the browser', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/x/react-data-grid/sorting/');
  // A full page load would lose this property of the window.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const drawer = page.getByRole('navigation', { name: 'documentation' });
  await drawer.locator('a[href="/x/react-data-grid/pagination/"]').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagination');
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  await expect(drawer.locator('a[aria-current="page"]')).toHaveAttribute(
    'href',
    '/x/react-data-grid/pagination/',
  );

  const opened = context.waitForEvent('page');
  await drawer.locator('a[href="/x/react-data-grid/sorting/"]').click({ modifiers: ['Control'] });
  await (await opened).close();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagination');
});
