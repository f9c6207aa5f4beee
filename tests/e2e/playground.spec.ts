import { expect, test } from '@playwright/test';
import { checkPage, formatFinding } from './a11y';

test('/playground/ renders without the theme wrapper and runs edited code', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/playground/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MUI X playground');
  const preview = page.getByRole('region', { name: 'Preview' });
  const button = preview.getByRole('button', { name: 'Clicked 0 times' });
  await expect(button).toBeVisible({ timeout: 20_000 });
  // No site theme: MUI's default blue (#1976d2), not the site's primary (#075DB8).
  expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(25, 118, 210)');
  const siteVariable = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-background-default'),
  );
  expect(siteVariable).toBe('');

  const editor = page.getByRole('textbox', { name: 'Playground code' });
  await editor.fill(
    `import Chip from '@mui/material/Chip';\nexport default function A() { return <Chip label="Edited chip" />; }\n`,
  );
  await expect(preview.getByText('Edited chip')).toBeVisible({ timeout: 10_000 });

  await editor.fill(`import x from 'left-pad';\nexport default function A() { return x; }\n`);
  await expect(preview.getByRole('alert')).toContainText('cannot import "left-pad"');
  expect(errors).toEqual([]);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`/playground/ is readable in ${scheme} mode (axe) and links back to the docs`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/playground/');
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
    const preview = page.getByRole('region', { name: 'Preview' });
    // The starter grid shows its three rows whole: nothing scrolls inside it.
    await expect(preview.getByRole('gridcell', { name: 'Tallinn' })).toBeVisible({ timeout: 20_000 });
    const scroller = preview.locator('.MuiDataGrid-virtualScroller');
    expect(await scroller.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
    await expect(page.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/x/introduction/');
    // The editor's text is the chrome's text colour, on the code background of the mode.
    const editor = page.getByRole('textbox', { name: 'Playground code' });
    const colour = await editor.evaluate((el) => getComputedStyle(el).color);
    expect(colour).toBe(scheme === 'dark' ? 'rgb(238, 241, 244)' : 'rgb(28, 32, 37)');
    const { failing } = await checkPage(page, `/playground/ [${scheme}]`);
    expect(failing.map(formatFinding)).toEqual([]);
  });
}

test('/playground/ follows a live change of the OS colour scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/playground/');
  await expect(page.getByRole('button', { name: 'Start again' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const background = await page
    .locator('header')
    .evaluate((el) => getComputedStyle(el.parentElement!).backgroundColor);
  expect(background).toBe('rgb(12, 17, 22)');
});
