import { expect, test, type Locator, type Page } from '@playwright/test';

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

test('text, pager and header links open their page in the app, not with a page load', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/x/introduction/installation/');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const h1 = page.getByRole('heading', { level: 1 });
  // A link in the page's text (SiteLink, a plain anchor since next/link left the shell).
  const textLink = page.locator('main .prose a[href^="/x/"]').first();
  const target = await textLink.getAttribute('href');
  await textLink.click();
  // The hash goes with it (this one points at a section of the page).
  await expect(page).toHaveURL(new URL(target!, page.url()).href);
  await expect(h1).not.toHaveText('Installation');
  // The pager's "Next" link, then the app bar's brand link.
  await page.locator('a[rel="next"]').click();
  await page.waitForURL((url) => url.pathname !== new URL(target!, 'http://x').pathname);
  await page.locator('header a[href="/x/introduction/"]').first().click();
  await page.waitForURL('**/x/introduction/');
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
});

/** Whether the site's delegated listener took over a plain left click on this link. */
async function takenOver(link: Locator): Promise<boolean> {
  return link.evaluate((a) => {
    let prevented = false;
    // Registered after the site's listener, so it sees what that one did; then it stops the
    // browser's own navigation, which these tests do not need.
    document.addEventListener(
      'click',
      (event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    return prevented;
  });
}

test('a link to a file, another site or this page is left to the browser', async ({ page }) => {
  await page.goto('/x/introduction/installation/');
  // Hydrated (the drawer marks the page only then): the listener is attached.
  await expect(page.locator('nav [aria-current="page"]').first()).toBeAttached();
  // A file, another site and an anchor on this page are not taken over; a page of the site (the
  // control) is.
  await page.evaluate(() => {
    const file = Object.assign(document.createElement('a'), { href: '/llms.txt', textContent: 'llms.txt' });
    document.querySelector('main .prose')!.append(file);
  });
  expect(await takenOver(page.locator('main .prose a[href="/llms.txt"]'))).toBe(false);
  expect(await takenOver(page.locator('header a[href^="https://"]').first())).toBe(false);
  expect(await takenOver(page.locator('main a[href^="#"]').first())).toBe(false);
  // Last, as the listener then opens that page.
  expect(await takenOver(page.locator('main .prose a[href^="/x/"]').first())).toBe(true);
});
