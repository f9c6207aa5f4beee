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

test('the collapsed preview follows the code variant, also where both variants share one', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'codeVariant', value: 'JS', url: baseURL! }]);
  await page.goto('/x/react-data-grid/column-dimensions/');
  // Prettier breaks the JavaScript line that the TypeScript one (with its types) keeps whole.
  const own = page.locator('[data-demo$="/AutosizeOnMount"] .demo-code-preview');
  await expect(own).toContainText(/<DataGrid\s*\n\s+rows=\{rows\}/);
  // No JavaScript preview in the page: the TypeScript one stands in.
  const shared = page.locator('[data-demo$="/ColumnWidth"] .demo-code-preview');
  await expect(shared).toContainText('<DataGrid rows={rows} columns={columns} />');
});
