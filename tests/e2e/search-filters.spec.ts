import { expect, test, type Page } from '@playwright/test';
import { checkPage, formatFinding } from './a11y';

/** Opens the search on `path` with the Search button, once the page has hydrated. */
async function openSearch(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  return { dialog, input: dialog.getByRole('combobox') };
}

const hrefs = (dialog: ReturnType<Page['getByRole']>) =>
  dialog.getByRole('option').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

/** Pages of the Data Grid, the pickers or the charts: everything the Tree View filter removes. */
const OTHER_PRODUCTS = /data-grid|date-pickers|pickers-|react-charts|api\/charts|migration-charts/;

test('a product filter removes the other products’ results, and clearing it brings them back', async ({
  page,
}) => {
  const { dialog, input } = await openSearch(page, '/x/introduction/');
  const treeView = dialog.getByRole('group', { name: 'Product' }).getByRole('button', { name: 'Tree View' });
  await expect(treeView).toHaveAttribute('aria-pressed', 'false');
  await input.fill('selection');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  expect((await hrefs(dialog)).some((h) => OTHER_PRODUCTS.test(h))).toBe(true);

  await treeView.click();
  await expect(treeView).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByText('Only: Tree View')).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('(only Tree View)');
  await expect.poll(async () => (await hrefs(dialog)).filter((h) => OTHER_PRODUCTS.test(h))).toEqual([]);
  expect((await hrefs(dialog)).some((h) => h.includes('/x/react-tree-view/'))).toBe(true);

  // One step clears every filter.
  await dialog.getByRole('button', { name: 'Clear filters' }).click();
  await expect(treeView).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await hrefs(dialog)).some((h) => OTHER_PRODUCTS.test(h))).toBe(true);
});

test('a kind filter tells props from API pages and guides', async ({ page }) => {
  const { dialog, input } = await openSearch(page, '/x/introduction/');
  await input.fill('checkboxSelection');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  const kinds = dialog.getByRole('group', { name: 'Kind' });
  await kinds.getByRole('button', { name: 'Guides' }).click();
  await expect.poll(async () => (await hrefs(dialog)).filter((h) => h.startsWith('/x/api/'))).toEqual([]);
  await kinds.getByRole('button', { name: 'Guides' }).click();
  await kinds.getByRole('button', { name: 'Props and members' }).click();
  await expect.poll(async () => (await hrefs(dialog)).every((h) => /^\/x\/api\/.+#prop-/.test(h))).toBe(true);
  expect((await hrefs(dialog)).length).toBeGreaterThan(0);
});

test('a Data Grid page preselects the Data Grid; a filter hiding everything offers the rest', async ({
  page,
}) => {
  const { dialog, input } = await openSearch(page, '/x/react-data-grid/sorting/');
  const products = dialog.getByRole('group', { name: 'Product' });
  await expect(products.getByRole('button', { name: 'Data Grid' })).toHaveAttribute('aria-pressed', 'true');
  await expect(products.getByRole('button', { name: 'Charts' })).toHaveAttribute('aria-pressed', 'false');
  await expect(dialog.getByText('Only: Data Grid')).toBeVisible();
  // No prop of the Data Grid's mentions gauges: the dialog says where they are.
  await dialog
    .getByRole('group', { name: 'Kind' })
    .getByRole('button', { name: 'Props and members' })
    .click();
  await expect(dialog.getByText('Only: Data Grid · Props and members')).toBeVisible();
  await input.fill('gauge');
  await expect(dialog.getByRole('status')).toContainText(
    'No results for “gauge” (only Data Grid · Props and members)',
  );
  await expect(dialog.getByText(/\d+ results? in other products or kinds/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Show all' }).click();
  await expect(dialog.getByRole('option').first()).toHaveAttribute('href', /gauge/);
  await expect(products.getByRole('button', { name: 'Data Grid' })).toHaveAttribute('aria-pressed', 'false');
});

test('a filter that keeps some results still says what it hides elsewhere', async ({ page }) => {
  await page.goto('/x/react-data-grid/sorting/');
  await page
    .getByRole('button', { name: /Search/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  // Data Grid is preselected here: "timezone" keeps only blog sections (they belong to every
  // product), and the Pickers' guide is one click away.
  await dialog.getByRole('combobox').fill('timezone');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await expect(dialog.getByText(/\d+ more results? in other products or kinds/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Show all' }).click();
  await expect(
    dialog.locator('a[role="option"][href^="/x/react-date-pickers/timezone/"]').first(),
  ).toBeVisible();
});

test('the filters are remembered across a reload', async ({ page }) => {
  const { dialog } = await openSearch(page, '/x/introduction/');
  await dialog.getByRole('group', { name: 'Product' }).getByRole('button', { name: 'Charts' }).click();
  await dialog.getByRole('group', { name: 'Kind' }).getByRole('button', { name: 'Guides' }).click();
  await page.keyboard.press('Escape');
  await page.reload();
  const reopened = await openSearch(page, '/x/introduction/');
  await expect(
    reopened.dialog.getByRole('group', { name: 'Product' }).getByRole('button', { name: 'Charts' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    reopened.dialog.getByRole('group', { name: 'Kind' }).getByRole('button', { name: 'Guides' }),
  ).toHaveAttribute('aria-pressed', 'true');
  // The kind follows the reader to a product's pages, where that product is preselected.
  const grid = await openSearch(page, '/x/react-data-grid/');
  await expect(
    grid.dialog.getByRole('group', { name: 'Product' }).getByRole('button', { name: 'Data Grid' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    grid.dialog.getByRole('group', { name: 'Kind' }).getByRole('button', { name: 'Guides' }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('results are links: the right href, Ctrl+click opens a tab, a click navigates in the app', async ({
  page,
  context,
}) => {
  const { dialog, input } = await openSearch(page, '/x/introduction/');
  await input.fill('checkboxSelection');
  const first = dialog.getByRole('option').first();
  await expect(first).toHaveAttribute('href', '/x/api/data-grid/data-grid/#prop-checkboxSelection');
  expect(await first.evaluate((el) => el.tagName)).toBe('A');

  const opened = context.waitForEvent('page');
  await first.click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/\/x\/api\/data-grid\/data-grid\/#prop-checkboxSelection$/);
  await tab.close();
  await expect(dialog).toBeVisible();

  // A plain click stays in the app: the window (and this marker on it) survives the navigation.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await first.click();
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#prop-checkboxSelection$/);
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the dialog with filters and results passes axe in ${mode} mode`, async ({ page }) => {
    await page.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
    const { dialog, input } = await openSearch(page, '/x/react-data-grid/sorting/');
    await dialog.getByRole('group', { name: 'Kind' }).getByRole('button', { name: 'Guides' }).click();
    await input.fill('filter');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    // The modal makes the page behind it inert: only the dialog is checked.
    const { failing } = await checkPage(page, `search dialog (${mode})`, {
      exclude: ['body'],
      alsoInclude: ['dialog[open]'],
    });
    expect(failing.map(formatFinding)).toEqual([]);
  });
}
