import { expect, test, type Page } from '@playwright/test';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

/** What each product card's live demo renders once it has loaded. */
const RENDERED: Record<string, string> = {
  'data-grid': '[role="grid"]',
  'date-pickers': '[role="spinbutton"]',
  charts: 'svg .MuiBarElement-root',
  'tree-view': '[role="tree"]',
};

test('the home page names MUI X and shows four product cards, each with a live demo, without errors', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('MUI X');
  const cards = page.locator('article[data-product]');
  await expect(cards).toHaveCount(4);
  for (const [product, selector] of Object.entries(RENDERED)) {
    const card = page.locator(`article[data-product="${product}"]`);
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator(selector).first(), `${product} demo`).toBeVisible({ timeout: 20_000 });
    await expect(card.getByRole('link', { name: 'Quickstart' })).toHaveAttribute('href', /\/quickstart\/$/);
  }
  await expect(page.getByRole('link', { name: 'See which features each plan includes' })).toHaveAttribute(
    'href',
    '/pricing/',
  );
  expect(errors).toEqual([]);
});

test('the pricing page ticks a Premium-only feature under Premium alone, and a Pro feature under Pro and Premium', async ({
  page,
}) => {
  await page.goto('/pricing/');
  const grid = page.locator('table[data-product="react-data-grid"]');
  await expect(grid.locator('caption')).toHaveText('Data Grid features by plan');
  await expect(grid.locator('thead').getByRole('columnheader')).toHaveText([
    'Feature',
    'Community',
    'Pro',
    'Premium',
  ]);

  const cells = (feature: string) =>
    grid.getByRole('row', { name: feature, exact: false }).first().getByRole('cell');
  await expect(cells('Cell selection')).toHaveText([
    '–Not in Community',
    '–Not in Pro',
    '✓Included in Premium',
  ]);
  await expect(cells('Column pinning')).toHaveText([
    '–Not in Community',
    '✓Included in Pro',
    '✓Included in Premium',
  ]);
  await expect(cells('Sorting')).toHaveText([
    '✓Included in Community',
    '✓Included in Pro',
    '✓Included in Premium',
  ]);
  // A planned feature is not ticked anywhere: it is in no plan yet.
  await expect(cells('Pivoting')).toHaveText(['–Not in Community', '–Not in Pro', 'SoonPlanned for Premium']);
  // A feature links to its guide only when the guide exists.
  await expect(grid.getByRole('link', { name: 'Sorting', exact: true })).toHaveAttribute(
    'href',
    '/x/react-data-grid/sorting/',
  );
  await expect(page.getByRole('link', { name: 'licensing guide', exact: true })).toHaveAttribute(
    'href',
    '/x/introduction/licensing/',
  );
});

test('the header links lead to pages that answer, and mark the current one', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pricing/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['/x/introduction/', '/templates/', '/blog/', '/pricing/', '/playground/']);
  for (const href of hrefs) {
    expect((await request.get(href!, { maxRedirects: 0 })).status(), href!).toBe(200);
  }
  await nav.getByRole('link', { name: 'Docs' }).click();
  await expect(page).toHaveURL(/\/x\/introduction\/$/);
  await page.goto('/x/');
  await page.getByRole('link', { name: 'MUI X' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('MUI X');
});

test('on a phone the links move into a menu that opens, closes on Escape and returns focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/x/');
  const button = page.getByRole('button', { name: 'Menu' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: 'Docs' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await button.click();
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing\/$/);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

for (const path of ['/', '/x/', '/pricing/']) {
  test(`${path} does not scroll sideways at 390px`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(path);
    // Demos load as they come into view: scroll through the page so each one is measured.
    for (const demo of await page.locator('section[data-demo]').all()) {
      await demo.scrollIntoViewIfNeeded();
      await expect(demo.locator('.demo-stage')).toHaveAttribute('data-demo-state', 'loaded');
    }
    await expect(page.locator('.demo-loading')).toHaveCount(0, { timeout: 20_000 });
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
}
