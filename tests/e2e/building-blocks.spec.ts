import { expect, test } from '@playwright/test';

test('tabbed install commands remember the package manager across pages', async ({ page }) => {
  await page.goto('/x/react-data-grid/quickstart/');
  const tabs = page.getByRole('tablist', { name: 'Code variants' }).first();
  await expect(tabs.getByRole('tab', { name: 'npm', exact: true })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByRole('tab', { name: 'pnpm', exact: true }).click();
  await expect(tabs.getByRole('tab', { name: 'pnpm', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').first()).toContainText('pnpm add');
  // Keyboard: arrows move between tabs.
  await tabs.getByRole('tab', { name: 'pnpm', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'yarn', exact: true })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'yarn', exact: true })).toHaveAttribute('aria-selected', 'true');

  await page.goto('/x/react-charts/quickstart/');
  const other = page.getByRole('tablist', { name: 'Code variants' }).first();
  await expect(other.getByRole('tab', { name: 'yarn', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel').first()).toContainText('yarn add');
});

test('callouts, titled code blocks and the API section render', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/x/react-date-pickers/quickstart/');
  await expect(page.locator('.code-block-title', { hasText: 'App.tsx' }).first()).toBeVisible();
  await expect(page.locator('aside.callout').first()).toBeVisible();
  const api = page.getByRole('region', { name: 'API' });
  await expect(api.getByRole('heading', { name: 'API' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Page table of contents' }).getByRole('link', { name: 'API' }),
  ).toHaveAttribute('href', '#api');
});

test('a demo renders alone in its isolated frame document', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/demo-frame/react-data-grid/quickstart/FirstGrid/?dir=rtl');
  await expect(page.getByRole('grid')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'documentation' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
