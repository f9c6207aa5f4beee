import { expect, test } from '@playwright/test';

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
