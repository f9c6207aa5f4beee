import { expect, test } from '@playwright/test';

// The props table's plan filter, search box and expandable types (src/api/ApiTableTools.tsx).

test('the plan filter shows one plan’s props and keeps it in the URL, without a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/x/api/data-grid/data-grid-premium/');
  const filter = page.getByRole('group', { name: 'Filter props by plan' });
  const marker = await page.evaluate(
    () => ((window as unknown as { marker: number }).marker = Math.random()),
  );
  await filter.getByRole('button', { name: 'Premium' }).click();
  await expect(filter.getByRole('button', { name: 'Premium' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\?plan=premium$/);
  await expect(page.locator('#prop-aggregationModel')).toBeVisible();
  await expect(page.locator('#prop-treeData')).toBeHidden();
  await expect(page.locator('#prop-checkboxSelection')).toBeHidden();
  await filter.getByRole('button', { name: 'Community' }).click();
  await expect(page.locator('#prop-checkboxSelection')).toBeVisible();
  await expect(page.locator('#prop-aggregationModel')).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(marker);

  // Keyboard: the buttons are reachable and pressable.
  await filter.getByRole('button', { name: 'All' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/plan=/);
  await expect(page.locator('#prop-treeData')).toBeVisible();
});

test('the search box narrows the rows, and the URL restores it', async ({ page }) => {
  await page.goto('/x/api/data-grid/data-grid/');
  await page.getByLabel('Search props').fill('clipboard');
  await expect(page).toHaveURL(/\?q=clipboard$/);
  await expect(page.locator('#prop-clipboardCopyCellDelimiter')).toBeVisible();
  await expect(page.locator('#prop-rows')).toBeHidden();
  await expect(page.getByText(/props? shown/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Search props')).toHaveValue('clipboard');
  await expect(page.locator('#prop-rows')).toBeHidden();
});

test('a named type opens its definition inline', async ({ page }) => {
  await page.goto('/x/api/data-grid/data-grid/');
  const row = page.locator('#prop-columns');
  const details = row.locator('details[data-type="GridColDef"]');
  await details.locator('summary').click();
  await expect(details.locator('pre')).toContainText('GridColDef');
  // The page holds one copy of each definition, in its Types section.
  await expect(page.locator('#type-GridColDef')).toHaveCount(1);
});

test('guide prose links a prop to its API row', async ({ page }) => {
  await page.goto('/x/react-data-grid/sorting/');
  const link = page.locator('main a[href="/x/api/data-grid/data-grid/#prop-sortModel"]').first();
  await expect(link).toBeVisible();
  await link.click();
  // A client navigation to the largest API page: more than the default 5 s on a loaded machine.
  await expect(page.locator('#prop-sortModel')).toBeInViewport({ timeout: 15_000 });
  await expect(page.locator('#prop-sortModel')).toContainText('Used in');
});

test('the props table region is keyboard-focusable and names never break mid-name', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/x/api/data-grid/data-grid/');
  const region = page.getByRole('region', { name: 'Props of DataGrid' });
  await expect(region).toHaveAttribute('tabindex', '0');
  // An inline element that wraps has one box per line.
  const name = page.locator('#prop-clipboardCopyCellDelimiter th code').first();
  expect(await name.evaluate((el) => el.getClientRects().length)).toBe(1);
});
