import { expect, test } from '@playwright/test';

async function codeVariantCookie(page: import('@playwright/test').Page) {
  return (await page.context().cookies()).find((c) => c.name === 'codeVariant');
}

test('a #Name.js hash switches the stored code variant to JavaScript', async ({ page }) => {
  await page.goto('/x/introduction/');
  expect(await codeVariantCookie(page)).toBeUndefined();
  await page.goto('/x/introduction/licensing/#BasicSorting.js');
  await expect.poll(async () => (await codeVariantCookie(page))?.value).toBe('JS');
  const cookie = (await codeVariantCookie(page))!;
  // Max-age of one year, give or take the seconds the test took.
  expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(31536000 - 60);

  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('button', { name: 'JavaScript' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'TypeScript' }).click();
  await expect.poll(async () => (await codeVariantCookie(page))?.value).toBe('TS');
});

test('a hash set while reading the page applies too', async ({ page }) => {
  await page.goto('/x/introduction/');
  // Wait for hydration (the settings drawer opens), as a reader clicking a link would.
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.evaluate(() => {
    window.location.hash = 'BasicSorting.js';
  });
  await expect.poll(async () => (await codeVariantCookie(page))?.value).toBe('JS');
});

test('a styling prefix in the hash stores the styling variant', async ({ page }) => {
  await page.goto('/x/introduction/#tailwind-BasicSorting.tsx');
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'codeStyling')?.value)
    .toBe('tailwind');
  expect((await codeVariantCookie(page))?.value).toBe('TS');
});
