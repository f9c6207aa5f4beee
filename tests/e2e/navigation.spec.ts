import { expect, test } from '@playwright/test';

test('the drawer shows plan badges and marks the active page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/x/introduction/installation/');
  const nav = page.getByRole('navigation', { name: 'documentation' });
  const active = nav.locator('[aria-current="page"]');
  await expect(active).toHaveCount(1);
  await expect(active).toHaveText('Installation');
  await expect(active).toHaveAttribute('href', '/x/introduction/installation/');
  const priority = nav.getByRole('link', { name: /Priority support/ });
  await expect(priority.getByLabel('Premium plan')).toBeVisible();
  await expect(priority.getByText('New')).toBeVisible();
  await expect(nav.getByRole('link', { name: /Telemetry/ }).getByLabel('Pro plan')).toBeVisible();
});

test('the page frame has landmarks, a table of contents and prev/next links', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/x/introduction/licensing/');
  await expect(page.locator('main#main-content')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Licensing');
  const toc = page.getByRole('navigation', { name: 'Page table of contents' });
  await expect(toc.getByRole('link').first()).toHaveAttribute('href', /^#[a-z0-9-]+$/);
  await expect(page.locator('link[rel="prev"], a[rel="prev"]')).toHaveAttribute(
    'href',
    '/x/introduction/installation/',
  );
  await expect(page.locator('a[rel="next"]')).toHaveAttribute('href', '/x/introduction/support/');
  await expect(page.locator('meta[name="mui:productId"]')).toHaveAttribute('content', 'x-introduction');
  await expect(page.locator('meta[name="mui:productCategoryId"]')).toHaveAttribute('content', 'x');
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/x/introduction/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
});

test('the drawer comes after the content in the document, with a skip link to it on wide screens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/x/introduction/installation/');
  // Parsed after the page's text, so a phone's first paint already has the first paragraph.
  const contentFirst = await page.evaluate(() => {
    const main = document.getElementById('main-content')!;
    const nav = document.getElementById('docs-navigation')!;
    return !!(main.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(contentFirst).toBe(true);
  // …yet on screen the drawer is still on the start side.
  const navBox = (await page.locator('#docs-navigation').boundingBox())!;
  const mainBox = (await page.locator('#main-content').boundingBox())!;
  expect(navBox.x + navBox.width).toBeLessThanOrEqual(mainBox.x);

  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to navigation' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const focusedHref = await page.evaluate(() =>
    document.activeElement?.closest('#docs-navigation') ? document.activeElement.getAttribute('href') : null,
  );
  expect(focusedHref).toBe('/x/whats-new/');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(skip).toBeHidden();
});

test('the mobile drawer opens and closes with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/x/introduction/support/');
  const nav = page.getByRole('navigation', { name: 'documentation' });
  await expect(nav).toBeHidden();

  const menu = page.getByRole('button', { name: 'Open navigation' });
  await menu.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'documentation' });
  await expect(dialog).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // Focus starts on the current page and stays inside the drawer.
  await expect(dialog.locator('[aria-current="page"]')).toBeFocused();
  for (let i = 0; i < 15; i += 1) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('#docs-navigation'))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();

  // Open again and follow a link with the keyboard: the drawer closes on navigation.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'Licensing' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/x\/introduction\/licensing\/$/);
  await expect(nav).toBeHidden();
});

test('the version menu lists the current version and older majors', async ({ page }) => {
  await page.goto('/x/introduction/');
  const button = page.getByRole('button', { name: /Version: v8\.0\.0-beta\.3/ });
  await button.click();
  const menu = page.locator('#version-menu');
  await expect(menu.getByRole('link', { name: /v8\.0\.0-beta\.3/ })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link')).toHaveText([
    /v8\.0\.0-beta\.3/,
    'v7',
    'v6',
    'v5',
    'v4',
    'All versions',
  ]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  // A native popover: a click elsewhere closes it too.
  await button.click();
  await expect(menu).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu).toBeHidden();
  // Its links open their page in the app; the menu, whose element the next docs page keeps, closes.
  await page.goto('/x/introduction/installation/');
  await button.click();
  await menu.getByRole('link', { name: /v8\.0\.0-beta\.3/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Installation');
  await expect(page).toHaveURL(/\/x\/introduction\/$/);
  await expect(menu).toBeHidden();
});

test('/versions/ lists the current version and links to v7, v6, v5 and v4', async ({ page }) => {
  await page.goto('/versions/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Versions');
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'v8.0.0-beta.3' })).toHaveAttribute('aria-current', 'page');
  for (const [name, href] of <[string, string][]>[
    ['v7', 'https://v7.mui.com/x/introduction/'],
    ['v6', 'https://v6.mui.com/x/introduction/'],
    ['v5', 'https://v5.mui.com/x/introduction/'],
    ['v4', 'https://v4.mui.com/'],
  ]) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(page.locator('meta[name="mui:productId"]')).toHaveAttribute('content', 'docs');
});

test('sitemap.xml lists every page with its absolute URL; robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(urls).toContain('/x/react-data-grid/sorting/');
  expect(urls).toContain('/x/api/data-grid/data-grid/');
  expect(urls).toContain('/versions/');
  for (const path of [
    '/',
    '/pricing/',
    '/blog/',
    '/blog/data-grid-100000-rows/',
    '/templates/',
    '/templates/onepirate/',
  ])
    expect(urls).toContain(path);
  expect(urls.length).toBeGreaterThan(260);
  for (const path of ['/x/introduction/', '/x/api/charts/line-chart/', '/versions/']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
});

test('an unknown page answers 404 and helps the reader on', async ({ page }) => {
  const response = await page.goto('/x/introduction/licencing/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'MUI X overview' })).toHaveAttribute(
    'href',
    '/x/introduction/',
  );
  await expect(page.getByText('Did you mean')).toContainText('Licensing');
});

test('the language prefix redirects to the page', async ({ page }) => {
  await page.goto('/en/x/introduction/licensing/');
  await expect(page).toHaveURL(/\/x\/introduction\/licensing\/$/);
});

test('a progress bar shows while the next page loads on client-side navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/x/introduction/');
  await page.waitForLoadState('networkidle');
  // Slow down the next page's data so the loading state is observable.
  await page.route(
    (url) => url.pathname.startsWith('/x/introduction/licensing'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    },
  );
  const bar = page.locator('[data-progress]');
  await page
    .getByRole('navigation', { name: 'documentation' })
    .getByRole('link', { name: 'Licensing' })
    .click();
  await expect(bar).toHaveAttribute('data-state', 'loading');
  await expect(page).toHaveURL(/\/x\/introduction\/licensing\/$/);
  await expect(bar).not.toHaveAttribute('data-state', 'loading');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Licensing');
});
