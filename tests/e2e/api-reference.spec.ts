import { expect, test } from '@playwright/test';

const GRID = '/x/api/data-grid/data-grid/';

test('the DataGrid API page lists its props with anchors that work', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(GRID);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DataGrid API');
  await expect(
    page.getByRole('code').filter({ hasText: "import { DataGrid } from '@mui/x-data-grid';" }),
  ).toHaveCount(1);

  const rows = page.locator('#prop-rows');
  await expect(rows.getByRole('rowheader')).toContainText('rows');
  await expect(rows).toContainText('GridRowsProp<R>');
  const columns = page.locator('#prop-columns');
  await expect(columns).toContainText('required');

  // Following a prop's own anchor scrolls it into view and marks it as the target.
  const checkbox = page.locator('#prop-checkboxSelection');
  await checkbox.getByRole('link', { name: 'checkboxSelection' }).click();
  await expect(page).toHaveURL(/#prop-checkboxSelection$/);
  await expect(checkbox).toBeInViewport();
  await expect(checkbox).toContainText('false');
  expect(await checkbox.evaluate((el) => el.matches(':target'))).toBe(true);

  // A deep link from elsewhere lands on the prop too.
  await page.goto(`${GRID}#prop-density`);
  await expect(page.locator('#prop-density')).toBeInViewport();
  await expect(page.locator('#prop-density')).toContainText("'compact' | 'standard' | 'comfortable'");
});

test('every link in the DataGrid API page’s main content resolves', async ({ page, request }) => {
  await page.goto(GRID);
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => [...new Set(links.map((a) => (a as HTMLAnchorElement).href))]);
  const internal = hrefs.filter((href) => new URL(href).origin === new URL(page.url()).origin);
  expect(internal.length).toBeGreaterThan(300);
  const pages = new Map<string, string>();
  for (const href of internal) {
    const url = new URL(href);
    const path = url.pathname;
    if (!pages.has(path)) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      pages.set(path, await response.text());
    }
    if (url.hash) {
      const id = decodeURIComponent(url.hash.slice(1));
      expect(pages.get(path)!.includes(`id="${id}"`), href).toBe(true);
    }
  }
});

test('the drawer links every API page of the product, with plan badges', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(GRID);
  const nav = page.getByRole('navigation', { name: 'documentation' });
  await expect(nav.locator('[aria-current="page"]')).toHaveText('DataGrid');
  await expect(nav.getByRole('link', { name: /^DataGridPro/ }).getByLabel('Pro plan')).toBeVisible();
  await expect(nav.getByRole('link', { name: /^GridColDef$/ })).toHaveAttribute(
    'href',
    '/x/api/data-grid/grid-col-def/',
  );
  await nav.getByRole('link', { name: 'Index' }).click();
  // Leaving the largest API page: more than the default 5 s on a loaded two-core machine.
  await expect(page).toHaveURL(/\/x\/api\/data-grid\/$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data Grid API');
  await expect(page.getByRole('heading', { name: 'Interfaces' })).toBeVisible();
});

test('a guide page’s API section links to the generated pages, and back', async ({ page }) => {
  await page.goto('/x/react-data-grid/sorting/');
  await page.locator('section[aria-labelledby="api"]').getByRole('link', { name: '<DataGrid />' }).click();
  // The DataGrid page is the largest API page (its payload is ~440 KB before compression): on a
  // loaded two-core machine the client navigation can take more than the default 5 s.
  await expect(page).toHaveURL(new RegExp(`${GRID}$`), { timeout: 15_000 });
  await expect(page.locator('#used-in + ul a[href="/x/react-data-grid/sorting/"]')).toHaveText('Sorting');
});

test('on a phone the prop tables stack instead of scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/x/api/date-pickers/date-picker/');
  const row = page.locator('#prop-views');
  await expect(row).toBeVisible();
  expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('block');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a page read from a package installed at another version says which and why', async ({ page }) => {
  await page.goto('/x/api/charts/heatmap/');
  await expect(page.locator('main')).toContainText(
    '@mui/x-charts-pro 8.0.0 is documented here instead of 8.0.0-beta.3: the npm registry this site installs from has no 8.0.0-beta.3 of it',
  );
});
