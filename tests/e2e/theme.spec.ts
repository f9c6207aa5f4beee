import { expect, test, type Page } from '@playwright/test';

const PAGE = '/x/introduction/installation/';

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
}

test('the colour mode choice is stored in mui-mode and survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(PAGE);
  await openSettings(page);
  await page.getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(12, 17, 22)');
});

test('the first paint is in the stored mode even before any JavaScript bundle runs', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
  // Block every bundle: only the inline script in the HTML can set the mode.
  await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(12, 17, 22)');
});

test('system mode follows the operating system preference live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(PAGE);
  await openSettings(page);
  // System is the default: pick Light first so that choosing System is a real change.
  await page.getByRole('button', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await page.getByRole('button', { name: 'System' }).click();
  await expect(page.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('system');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('right-to-left mirrors the drawer and the content', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(PAGE);
  const nav = page.getByRole('navigation', { name: 'documentation' });
  const ltrBox = (await nav.boundingBox())!;
  expect(ltrBox.x).toBeLessThan(100);

  await openSettings(page);
  await page.getByRole('button', { name: 'Right to left' }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(async () => (await nav.boundingBox())!.x).toBeGreaterThan(1440 - 400);

  const title = page.getByRole('heading', { level: 1 });
  const titleBox = (await title.boundingBox())!;
  const mainBox = (await page.locator('#main-content').boundingBox())!;
  // The title starts at the right edge of the content column.
  expect(mainBox.x + mainBox.width - (titleBox.x + titleBox.width)).toBeLessThan(4);
  // MUI components are mirrored too (the settings drawer opens from the left in RTL).
  await openSettings(page);
  const drawer = (await page.getByRole('heading', { name: 'Settings' }).boundingBox())!;
  expect(drawer.x).toBeLessThan(400);
});

test('dense mode makes MUI components smaller', async ({ page }) => {
  await page.goto(PAGE);
  await openSettings(page);
  const button = page.getByRole('button', { name: 'Dense' });
  const before = (await button.boundingBox())!.height;
  await button.click();
  await expect.poll(async () => (await button.boundingBox())!.height).toBeLessThan(before);
});

test('a stored colour scheme the theme lacks is logged and repaired', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('mui-color-scheme-dark', 'sepia');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto(PAGE);
  await expect.poll(() => errors.some((e) => e.includes('"sepia" does not exist in the theme'))).toBe(true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mui-color-scheme-dark'))).toBe('dark');
});

test('demos mirror in right-to-left too', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/x/react-data-grid/quickstart/');
  await openSettings(page);
  await page.getByRole('button', { name: 'Right to left' }).click();
  await page.keyboard.press('Escape');
  const demo = page.locator('section[data-demo]').first();
  await demo.scrollIntoViewIfNeeded();
  const grid = demo.getByRole('grid');
  await expect(grid).toBeVisible({ timeout: 20_000 });
  expect(await grid.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  // The first column header sits at the right edge of the grid.
  const gridBox = (await grid.boundingBox())!;
  const firstHeader = (await grid.getByRole('columnheader').first().boundingBox())!;
  expect(firstHeader.x + firstHeader.width).toBeGreaterThan(gridBox.x + gridBox.width - 40);
});

test('demos read the colour mode from the theme: a chart takes its palette for dark mode', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
  await page.goto('/x/react-charts/bars/');
  const demo = page.locator('section[data-demo]').first();
  await demo.scrollIntoViewIfNeeded();
  const bar = demo.locator('.MuiBarElement-root').first();
  await expect(bar).toBeVisible({ timeout: 20_000 });
  // The first colour of the default palette (rainbowSurgePalette): '#4254FB' in light mode,
  // '#495AFB' in dark mode. The first demo of Bars sets no colour of its own.
  await expect.poll(() => bar.getAttribute('fill'), { timeout: 10_000 }).toBe('#495AFB');
});

test('mounting demos restyles nothing else; switching the mode turns transitions off once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  // Every stylesheet added to <head> whose rules reach all elements (`*`): each one makes the
  // browser restyle the whole document.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __universal: seen });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLStyleElement && /^\s*\*/.test(node.textContent ?? ''))
            seen.push(node.textContent!);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/x/react-charts/lines/');
  const demos = page.locator('section[data-demo]');
  for (const index of [0, 1, 2]) {
    await demos.nth(index).scrollIntoViewIfNeeded();
    await expect(demos.nth(index).locator('svg').first()).toBeVisible({ timeout: 20_000 });
  }
  expect(await page.evaluate(() => (window as unknown as { __universal: string[] }).__universal)).toEqual([]);

  await openSettings(page);
  await page.getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const added = await page.evaluate(() => (window as unknown as { __universal: string[] }).__universal);
  expect(added).toHaveLength(1);
  expect(added[0]).toContain('transition:none');
  // …and removed again once the new colours apply.
  await expect
    .poll(() =>
      page
        .locator('head style')
        .evaluateAll((els) => els.filter((el) => /^\s*\*/.test(el.textContent ?? '')).length),
    )
    .toBe(0);
});
