import { expect, test, type Page } from '@playwright/test';

async function openWithShortcut(page: Page) {
  await page.goto('/x/introduction/');
  // Shortcuts work once the page has hydrated.
  await page.waitForLoadState('networkidle');
  const button = page.getByRole('button', { name: 'Search' });
  await button.focus();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  return { button, dialog, input: dialog.getByRole('combobox') };
}

test('Ctrl+K opens the search; checkboxSelection finds the DataGrid prop and Enter goes to its anchor', async ({
  page,
}) => {
  const { dialog, input } = await openWithShortcut(page);
  await expect(input).toBeFocused();
  await input.fill('checkboxSelection');
  const first = dialog.getByRole('option').first();
  await expect(first).toContainText('DataGrid › checkboxSelection');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(first.locator('mark').first()).toBeVisible();
  await expect(dialog.getByRole('listbox').getByRole('group').first()).toContainText(
    'Data Grid · API reference',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#prop-checkboxSelection$/);
  await expect(page.locator('#prop-checkboxSelection')).toBeInViewport();
  // Focus is on the anchor the result pointed at.
  await expect(page.locator('#prop-checkboxSelection')).toBeFocused();
});

test('sorting finds the Data Grid sorting guide; Escape closes and focus returns', async ({ page }) => {
  const { button, dialog, input } = await openWithShortcut(page);
  await input.fill('sorting');
  await expect(dialog.getByRole('option').first()).toContainText('Sorting');
  await expect(dialog.getByRole('option').first()).not.toContainText('›');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('arrows move through results; plan badges show; date range picker puts the page first', async ({
  page,
}) => {
  const { dialog, input } = await openWithShortcut(page);
  await input.fill('date range picker');
  const options = dialog.getByRole('option');
  // Words rather than an identifier: the guide, then the API page.
  await expect(options.first()).toContainText('Date Range Picker');
  await expect(options.filter({ hasText: 'DateRangePicker API' })).toBeVisible();
  await expect(options.first().getByLabel('Pro plan')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', 'search-hit-1');
  await page.keyboard.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
});

test('`/` opens the search; nothing found says so, reports it and suggests the overviews', async ({
  page,
}) => {
  await page.goto('/x/introduction/');
  await page.waitForLoadState('networkidle');
  const reported = page.waitForRequest(
    (r) => r.url().endsWith('/api/events/') && (r.postData() ?? '').includes('"search_no_results"'),
  );
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox').fill('zzzqqq');
  await expect(dialog.getByRole('status')).toContainText('No results for “zzzqqq”');
  await expect(dialog.getByRole('option')).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'Data Grid' })).toBeVisible();
  const request = await reported;
  const events = (JSON.parse(request.postData()!) as { events: { name: string; query?: string }[] }).events;
  expect(events).toContainEqual(expect.objectContaining({ name: 'search_no_results', query: 'zzzqqq' }));
  expect((await request.response())?.status()).toBe(201);
});

test('recent searches are remembered in this browser', async ({ page }) => {
  const { dialog, input } = await openWithShortcut(page);
  await input.fill('license key');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  // The Licensing page's result, reached with the arrow keys: other pages that mention licence
  // keys may rank above it as guides arrive.
  const titles = await dialog.getByRole('option').allInnerTexts();
  const target = titles.findIndex((t) => t.startsWith('Licensing'));
  expect(target, `a Licensing result among: ${titles.join(' | ')}`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < target; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/x\/introduction\/licensing\//);
  // A client-side navigation: focus moves to where the result points (the section heading the
  // URL's hash names, else the page's h1), not left on <body> or the Search button.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const id = decodeURIComponent(location.hash.slice(1));
        const target = id ? document.getElementById(id) : document.querySelector('main h1');
        return target !== null && document.activeElement === target && /^H[1-6]$/.test(target.tagName);
      }),
    )
    .toBe(true);
  await page.keyboard.press('Control+k');
  await expect(dialog.getByRole('button', { name: 'license key' })).toBeVisible();
  await dialog.getByRole('button', { name: 'license key' }).click();
  await expect(dialog.getByRole('combobox')).toHaveValue('license key');
});

test('the search code and index load only when the dialog first opens', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/x/react-data-grid/');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((u) => u.includes('/pagefind/'))).toEqual([]);
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox').fill('rows');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  expect(requested.some((u) => u.includes('/pagefind/pagefind.js'))).toBe(true);
});

test('the dialog works in dark mode and right to left', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
  await page.goto('/x/introduction/');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Right to left' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox').fill('pie chart');
  await expect(dialog.getByRole('option').first()).toContainText('PieChart API');
  const { direction, background } = await dialog.evaluate((el) => ({
    direction: getComputedStyle(el).direction,
    background: getComputedStyle(el).backgroundColor,
  }));
  expect(direction).toBe('rtl');
  expect(background).toBe('rgb(18, 25, 32)');
});
