import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const GRID = '/x/api/data-grid/data-grid/';
// The v7 and v8 declarations of the grid's props, read to ground the expectations below.
const v7Props = readFileSync(
  'old-versions/v7/node_modules/@mui/x-data-grid/models/props/DataGridProps.d.ts',
  'utf8',
);
const v8Props = readFileSync('node_modules/@mui/x-data-grid/esm/models/props/DataGridProps.d.ts', 'utf8');

test('the declarations: `rowSpanning` is new in v8, `unstable_rowSpanning` is v7’s', () => {
  expect(v8Props).toMatch(/^\s*rowSpanning\??:/m);
  expect(v7Props).not.toMatch(/^\s*rowSpanning\??:/m);
  expect(v7Props).toMatch(/^\s*unstable_rowSpanning\??:/m);
  expect(v8Props).not.toMatch(/unstable_rowSpanning/);
});

test('DataGrid’s API page marks a prop added in v8, server-rendered, and lists a removed one with its replacement', async ({
  page,
  request,
}) => {
  // In the HTML itself: no script draws the badge.
  const html = await (await request.get(GRID)).text();
  const row = /<tbody[^>]*id="prop-rowSpanning"[\s\S]*?<\/tbody>/.exec(html)?.[0] ?? '';
  expect(row).toContain('New in v8');
  const oldRow = /<tbody[^>]*id="prop-rows"[\s\S]*?<\/tbody>/.exec(html)?.[0] ?? '';
  expect(oldRow).not.toContain('New in v8');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(GRID);
  await expect(page.locator('#prop-rowSpanning').getByRole('rowheader')).toContainText(
    'rowSpanningNew in v8',
  );
  await expect(page.locator('#prop-rows').getByText('New in v8')).toHaveCount(0);

  // The page's last section, last in the table of contents too.
  const sections = page.locator('article h2[id]:not(#feedback-title)');
  await expect(sections.last()).toHaveAttribute('id', 'removed-since-v7');
  await expect(sections.last()).toHaveText(/^Removed since v7/);
  const toc = page.getByRole('navigation', { name: /contents/i });
  await expect(toc.getByRole('link').last()).toHaveText('Removed since v7');
  const removed = page.locator('#removed-unstable_rowSpanning');
  await expect(removed.getByRole('rowheader')).toHaveText('unstable_rowSpanning');
  const use = removed.getByRole('link', { name: 'rowSpanning', exact: true });
  await expect(use).toHaveAttribute('href', '#prop-rowSpanning');
  await expect(removed.getByRole('link', { name: /unstable_/ })).toHaveAttribute(
    'href',
    /\/x\/migration\/migration-data-grid-v7\/#stabilized-props-lose-their-unstable_-prefix$/,
  );
  const gone = page.locator('#removed-rowPositionsDebounceMs');
  await expect(gone).toContainText('No replacement.');
  await use.click();
  await expect(page.locator('#prop-rowSpanning')).toBeInViewport();
});

test('a component new in v8 has one page-level mark, not one per prop', async ({ page }) => {
  await page.goto('/x/api/data-grid/toolbar/');
  await expect(page.locator('main').getByText('New in v8')).toHaveCount(1);
  await expect(page.locator('main')).toContainText('This component is not in @mui/x-data-grid 7.29.13');
  await expect(page.locator('#removed-since-v7')).toHaveCount(0);
});

test('What’s new links to the generated list of API changes, which links to the marked rows', async ({
  page,
}) => {
  await page.goto('/x/whats-new/');
  await page.getByRole('link', { name: 'API changes since v7' }).click();
  await expect(page).toHaveURL(/\/x\/whats-new\/api-changes\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API changes since v7');
  const grid = page.locator('li').filter({ has: page.getByRole('link', { name: 'DataGrid', exact: true }) });
  await expect(grid).toContainText('New in v8:');
  await grid.getByRole('link', { name: 'rowSpanning', exact: true }).click();
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/data-grid\/#prop-rowSpanning$/);
  await expect(page.locator('#prop-rowSpanning')).toBeInViewport();
});

test('the list is in the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/x\/whats-new\/api-changes\/<\/loc>/);
});

test('the list is found by the search, though not in the drawer', async ({ page }) => {
  await page.goto('/x/whats-new/');
  await page.waitForLoadState('networkidle');
  const nav = page.getByRole('navigation', { name: 'documentation' });
  await expect(nav.getByRole('link', { name: 'API changes since v7' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox').fill('API changes since v7');
  const hit = dialog.getByRole('option').filter({ hasText: 'API changes since v7' }).first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(/\/x\/whats-new\/api-changes\/$/);
});
