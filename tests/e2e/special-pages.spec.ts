import { expect, test } from '@playwright/test';

test.describe('/production-error/', () => {
  test('decodes a real code with its argument, and names the package and file', async ({ page }) => {
    await page.goto('/production-error/?code=21&args[]=x');
    const decoded = page.getByRole('region', { name: 'Decoded error' });
    await expect(decoded.getByRole('heading', { name: 'Error 21' })).toBeVisible();
    await expect(decoded.locator('pre')).toHaveText(
      'MUI: The `colorSchemes.x` option is either missing or invalid.',
    );
    await expect(decoded.locator('mark')).toHaveText('x');
    await expect(decoded).toContainText('@mui/material');
    await expect(decoded).toContainText('styles/createThemeWithVars.js');
  });

  test('shows hostile arguments as text', async ({ page }) => {
    const hostile = '<img src=/nowhere onerror="window.__hit=1">';
    await page.goto(`/production-error/?code=9&args[]=${encodeURIComponent(hostile)}`);
    const decoded = page.getByRole('region', { name: 'Decoded error' });
    await expect(decoded.locator('mark')).toHaveText(hostile);
    await expect(decoded.locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __hit?: number }).__hit)).toBeUndefined();
  });

  test('explains unknown, malformed and missing codes', async ({ page }) => {
    await page.goto('/production-error/?code=99999');
    await expect(page.getByText('Error code 99999 is not in this site’s table.')).toBeVisible();
    await page.goto('/production-error/?code=abc');
    await expect(page.getByText('“abc” is not an error code.')).toBeVisible();
    await page.goto('/production-error/');
    await expect(page.getByText('The address holds no error code.')).toBeVisible();
  });

  test('lists every known code without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/production-error/?code=21');
    await expect(page.getByText('Decoding the link needs JavaScript.')).toBeVisible();
    const table = page.getByRole('table', { name: 'Known production error codes' });
    await expect(table.locator('tr#code-21')).toContainText(
      'The `colorSchemes.%s` option is either missing or invalid.',
    );
    expect(await table.locator('tbody tr').count()).toBeGreaterThanOrEqual(10);
    await context.close();
  });
});

test('/size-snapshot/ lists the page types and the demos, largest first', async ({ page }) => {
  await page.goto('/size-snapshot/');
  await expect(page.getByRole('heading', { level: 1, name: 'Size snapshot' })).toBeVisible();
  const pageTypes = page.getByRole('table', { name: 'Size of each page type' });
  await expect(pageTypes.getByRole('rowheader', { name: /API page/ })).toBeVisible();
  await expect(pageTypes.getByRole('link', { name: '/x/react-data-grid/sorting/' })).toBeVisible();

  const demos = page.getByRole('table', { name: 'Size of each demo, largest first' });
  const rows = demos.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThanOrEqual(20);
  await expect(demos.getByRole('link', { name: 'BasicSorting', exact: true })).toHaveAttribute(
    'href',
    '/x/react-data-grid/sorting/',
  );
  const sizes = (await rows.locator('td:nth-child(2)').allTextContents()).map((text) =>
    Number(text.replace(/[^\d.]/g, '')),
  );
  expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  await expect(page.getByText('npm run bench', { exact: true }).first()).toBeVisible();
});

test('/size-snapshot/ shows the whole visit of each measured page beside the naive page', async ({
  page,
}) => {
  await page.goto('/size-snapshot/');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Whole visit against a naive page' }),
  ).toBeVisible();
  const table = page.getByRole('table', {
    name: 'Whole visit of each measured page, against the naive page',
  });
  // One row per page of VISIT_PAGES (scripts/visit/pages.ts).
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await expect(table.getByRole('link', { name: 'Sorting', exact: true })).toHaveAttribute(
    'href',
    '/x/react-data-grid/sorting/',
  );
  await expect(table.locator('tbody tr').first().locator('td').first()).toContainText(
    /KB\s*naive [\d,.]+ KB · \d+ %/,
  );
});
