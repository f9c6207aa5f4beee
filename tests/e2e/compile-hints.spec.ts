import { expect, test } from '@playwright/test';

// scripts/compile-hints.ts: every script the site serves asks V8 to compile it while it streams
// in, off the main thread, instead of function by function on the main thread (issue 22).
test('the scripts of a page and of its demos start with the eager-compilation hint', async ({ page }) => {
  const bodies = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/_next/static/') && pathname.endsWith('.js')) {
      bodies.set(pathname, response.text());
    }
  });
  await page.goto('/x/react-data-grid/sorting/');
  const demo = page.locator('.demo-stage').first();
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.locator('[role="grid"]')).toBeVisible();
  // The page's own scripts and the grid's.
  expect(bodies.size).toBeGreaterThan(8);
  for (const [path, body] of bodies) {
    expect((await body).slice(0, 29), path).toBe('//# allFunctionsCalledOnLoad\n');
  }
});
