import { expect, test, type Page } from '@playwright/test';
import demoIndex from '../../generated/demo-index.json';
import { LICENCE_MESSAGES } from './checks/demo-check';

// Every demo is mounted by every-demo.spec.ts; these tests are about the demo frame itself.

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !LICENCE_MESSAGES.some((re) => re.test(message.text())))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

test.describe('demo toolbar', () => {
  const first = demoIndex[0]!;

  test('the TS/JS switch changes the shown code and survives a reload', async ({ page }) => {
    await page.goto(`${first.page}/`);
    const demo = page.locator(`section[data-demo="${first.id}"]`);
    const toolbar = demo.getByRole('toolbar');
    await toolbar.getByRole('button', { name: 'Show the full source' }).click();
    const code = demo.locator('.demo-code');
    await expect(code).toContainText('export default function');
    await expect(toolbar.getByRole('button', { name: 'Show TypeScript' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const tsText = await code.innerText();

    await toolbar.getByRole('button', { name: 'Show JavaScript' }).click();
    await expect(toolbar.getByRole('button', { name: 'Show JavaScript' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(code).not.toHaveText(tsText);
    const jsText = await code.innerText();
    expect(jsText).not.toMatch(/: React\.|interface |<[A-Z]\w*\[\]>/);

    await page.reload();
    const again = page.locator(`section[data-demo="${first.id}"]`);
    await again.getByRole('button', { name: 'Show the full source' }).click();
    await expect(again.getByRole('button', { name: 'Show JavaScript' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(again.locator('.demo-code')).toHaveText(jsText);
  });

  test('copy puts the shown variant on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${first.page}/`);
    const demo = page.locator(`section[data-demo="${first.id}"]`);
    await demo.scrollIntoViewIfNeeded();
    await demo.getByRole('button', { name: 'Show JavaScript' }).click();
    await demo.getByRole('button', { name: 'Show the full source' }).click();
    await expect(demo.locator('.demo-code')).toContainText('export default function');
    const shown = await demo.locator('.demo-code').innerText();
    await demo.getByRole('button', { name: 'Copy the source' }).click();
    await expect(demo.getByRole('status')).toHaveText('Copied the JavaScript source');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.trim()).toBe(shown.trim());
  });

  test('the toolbar is one tab stop with arrow-key navigation', async ({ page }) => {
    await page.goto(`${first.page}/`);
    const toolbar = page.locator(`section[data-demo="${first.id}"]`).getByRole('toolbar');
    await toolbar.getByRole('button').first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button').nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(toolbar.getByRole('button', { name: 'Reset the demo' })).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="toolbar"]'))).toBeNull();
  });

  test('live editing updates the preview; a broken edit is contained; reset restores', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`${first.page}/`);
    const demo = page.locator(`section[data-demo="${first.id}"]`);
    await demo.scrollIntoViewIfNeeded();
    await expect(demo.locator('.demo-stage .demo-loading')).toHaveCount(0, { timeout: 20_000 });
    const edit = demo.getByRole('button', { name: 'Edit the code live' });
    await expect(edit).toBeEnabled();
    await edit.click();
    const editor = demo.getByRole('textbox', { name: /^Edit / });
    const original = await editor.inputValue();

    // A working edit: the component now renders a marker text.
    await editor.fill(
      original
        .replace(/return \(/, 'return (<>\n<p data-testid="edited">Edited live</p>\n')
        .replace(/\);\s*\}\s*$/, '</>);\n}\n'),
    );
    await expect(demo.getByTestId('edited')).toHaveText('Edited live', { timeout: 10_000 });

    // A syntax error: shown under the preview, the last good render stays, the page works.
    await editor.fill(`${original}\n<<<`);
    await expect(demo.locator('.demo-live-error')).toBeVisible({ timeout: 10_000 });
    await expect(demo.getByTestId('edited')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // A runtime error: the demo is contained with a retry, the rest of the page keeps working.
    await editor.fill(
      original.replace(
        /export default function (\w+)\(\) \{/,
        'export default function $1() {\n  throw new Error("boom in render");',
      ),
    );
    await expect(demo.locator('.demo-crash')).toContainText('boom in render', { timeout: 10_000 });
    await expect(demo.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await page.keyboard.press('Escape');

    await demo.getByRole('button', { name: 'Reset the demo' }).click();
    await expect(demo.locator('.demo-crash')).toHaveCount(0);
    await expect(demo.getByTestId('edited')).toHaveCount(0);
    await expect(demo.locator('.demo-preview')).toBeFocused();
    expect(errors.filter((e) => !/boom in render/.test(e))).toEqual([]);
  });
});

test('demos below the fold load only when the reader scrolls near them', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/x/react-data-grid/sorting/');
  const last = page.locator('section[data-demo]').last();
  await page.waitForLoadState('networkidle');
  await expect(last.locator('.demo-stage')).toHaveAttribute('data-demo-state', 'waiting');
  expect(requested.some((url) => url.includes('/demo-code/'))).toBe(false);
  await last.scrollIntoViewIfNeeded();
  await expect(last.locator('.demo-stage')).toHaveAttribute('data-demo-state', 'loaded');
  await expect(last.locator('.demo-stage [role="grid"]')).toBeVisible({ timeout: 20_000 });
});

test('demos that come into view together mount one at a time, each in a task of its own', async ({
  page,
}) => {
  // A tall window shows several grids at once: their loads start together, and React would
  // render and commit them as one (src/demo/mount-queue.ts).
  await page.setViewportSize({ width: 1280, height: 5000 });
  await page.addInitScript(() => {
    const w = window as unknown as { __batches: number[] };
    w.__batches = [];
    const seen = new WeakSet<Element>();
    // Mutation records arrive once per task: two grids in one callback were committed together.
    new MutationObserver(() => {
      const fresh = [...document.querySelectorAll('section[data-demo] .MuiDataGrid-root')].filter(
        (grid) => !seen.has(grid),
      );
      fresh.forEach((grid) => seen.add(grid));
      if (fresh.length) w.__batches.push(fresh.length);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/x/react-data-grid/row-grouping/');
  const onScreen = await page.evaluate(
    () =>
      [...document.querySelectorAll('section[data-demo]')].filter(
        (el) => el.getBoundingClientRect().bottom < innerHeight,
      ).length,
  );
  expect(onScreen).toBeGreaterThanOrEqual(3);
  const batches = () => page.evaluate(() => (window as unknown as { __batches: number[] }).__batches);
  // Every grid wholly on screen has mounted...
  await expect
    .poll(async () => (await batches()).reduce((sum, n) => sum + n, 0), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(onScreen);
  // ...and each in a commit of its own.
  expect(Math.max(...(await batches()))).toBe(1);
});
