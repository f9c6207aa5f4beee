import { devices, expect, test, type Page } from '@playwright/test';
import { checkPage, formatFinding } from './a11y';

// The live editor's type checking (src/demo/editor/, docs/live-editor.md): on desktop a type
// error typed into a demo's code is listed under the editor at its line, underlined in it,
// and cleared once fixed, while the preview still renders the edit; nothing of the checker
// loads before the first edit; phones get the plain textarea and no checker.

const PAGE = '/x/react-data-grid/sorting/';

/** Every request for the checker's files (the worker, its manifest, the declaration packs). */
function checkerRequests(page: Page): string[] {
  const seen: string[] = [];
  page.context().on('request', (request) => {
    if (request.url().includes('/editor-types/')) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

async function openEditor(page: Page, variant: 'TypeScript' | 'JavaScript' = 'TypeScript') {
  await page.goto(PAGE);
  const demo = page.locator('section.demo').first();
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.getByRole('grid')).toBeVisible({ timeout: 20_000 });
  await demo.getByRole('button', { name: `Show ${variant}` }).click();
  await demo.getByRole('button', { name: 'Edit the code live' }).click();
  const editor = demo.getByRole('textbox', { name: /^Edit / });
  await expect(editor).toBeVisible({ timeout: 10_000 });
  return { demo, editor };
}

test('a type error typed into the editor is listed at its line, marked, and cleared once fixed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations: string[] = [];
  page.on('console', (m) => /Content.Security.Policy/i.test(m.text()) && violations.push(m.text()));
  const requests = checkerRequests(page);
  const { demo, editor } = await openEditor(page);
  await expect(demo.locator('[data-editor="highlighted"]')).toHaveCount(1);
  const original = await editor.inputValue();
  // Opening the editor loads no part of the checker: it starts with the first edit.
  await page.waitForTimeout(1000);
  expect(requests).toEqual([]);

  // The error goes on the first line of the component's body; a marker renders the value.
  const withError = original
    .replace(/(export default function \w+\(\) \{\n)/, "$1  const n: number = 'a';\n")
    .replace(/return \(/, 'return (<>\n<p data-testid="typed-live">Typed {n}</p>\n')
    .replace(/\);\s*\}\s*$/, '</>);\n}\n');
  expect(withError).not.toBe(original);
  const line = withError.split('\n').findIndex((l) => l.includes("const n: number = 'a';")) + 1;
  await editor.fill(withError);

  const problems = demo
    .getByRole('status')
    .filter({ has: page.getByRole('list', { name: 'Problems in the code' }) });
  const items = problems.getByRole('listitem');
  await expect(items).toHaveCount(1, { timeout: 60_000 });
  await expect(items.first()).toContainText(`Line ${line}, column 9`);
  await expect(items.first()).toContainText("Type 'string' is not assignable to type 'number'.");
  await expect(problems).toContainText('1 problem');
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  // Underlined in the highlighted copy: exactly the variable's name.
  await expect(demo.locator('.demo-editor pre [data-problem]')).toHaveText('n');
  // sucrase strips types: the preview still runs the edit.
  await expect(demo.getByTestId('typed-live')).toHaveText('Typed a', { timeout: 10_000 });

  // Choosing the problem selects its span in the editor.
  await items.first().getByRole('button').click();
  await expect(editor).toBeFocused();
  expect(
    await editor.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd)),
  ).toBe('n');

  // Fixed: the list clears, the preview follows.
  await editor.fill(withError.replace("const n: number = 'a';", 'const n: number = 42;'));
  await expect(demo.locator('[data-editor-diagnostics="ready"]')).toContainText('No problems found', {
    timeout: 30_000,
  });
  await expect(items).toHaveCount(0);
  await expect(demo.getByTestId('typed-live')).toHaveText('Typed 42', { timeout: 10_000 });
  await expect(demo.locator('.demo-editor pre [data-problem]')).toHaveCount(0);

  // What the first check fetched: the worker, the manifest and only some of the packs.
  expect(requests.filter((p) => /\/worker\.\w+\.js$/.test(p))).toHaveLength(1);
  expect(requests.some((p) => p.includes('/packs/mui__x-data-grid.'))).toBe(true);
  expect(requests.some((p) => p.includes('/packs/mui__x-charts.'))).toBe(false);
  expect(violations).toEqual([]);
});

test('the checker files are cached for good and the worker runs under its own policy', async ({
  page,
  request,
}) => {
  const requests = checkerRequests(page);
  const { editor } = await openEditor(page);
  await editor.press('End');
  await editor.pressSequentially(' ');
  await expect(page.locator('[data-editor-diagnostics="ready"]')).toBeVisible({ timeout: 60_000 });
  const worker = requests.find((p) => p.includes('/worker.'))!;
  const response = await request.get(worker);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-security-policy']).toContain("connect-src 'self'");
  expect(response.headers()['content-type']).toMatch(/^text\/javascript/);
});

test('the JavaScript variant reports syntax errors, not types', async ({ page }) => {
  test.setTimeout(90_000);
  const { demo, editor } = await openEditor(page, 'JavaScript');
  const original = await editor.inputValue();
  expect(original).not.toContain(': GridColDef');
  await editor.fill(`${original}const n: number = 'a';\nconst wrong = 1 +;\n`);
  const items = demo.getByRole('list', { name: 'Problems in the code' }).getByRole('listitem');
  const lines = original.split('\n').length;
  // Type annotations are syntax errors in a .jsx file; the type error itself is not reported.
  await expect(items.first()).toContainText(`Line ${lines}, column 10`, { timeout: 60_000 });
  await expect(items.first()).toContainText('Type annotations can only be used in TypeScript files.');
  await expect(items.last()).toContainText(`Line ${lines + 1}, column 18`);
  await expect(items.last()).toContainText('Expression expected.');
  await expect(demo.getByRole('list', { name: 'Problems in the code' })).not.toContainText('not assignable');
});

test.describe('on a phone', () => {
  // A phone's size, touch and coarse pointer (Pixel 7's figures, without its browser choice).
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = devices['Pixel 7'];
  test.use({ viewport, deviceScaleFactor, isMobile, hasTouch, userAgent });

  test('the plain textarea is used and no checker loads', async ({ page }) => {
    test.setTimeout(90_000);
    const requests = checkerRequests(page);
    const { demo, editor } = await openEditor(page);
    await expect(demo.locator('[data-editor="plain"]')).toHaveCount(1);
    await expect(demo.locator('.demo-editor pre')).toHaveCount(0);
    const original = await editor.inputValue();
    await editor.fill(
      original
        .replace(/(export default function \w+\(\) \{\n)/, "$1  const n: number = 'a';\n")
        .replace(/return \(/, 'return (<>\n<p data-testid="typed-live">Typed {n}</p>\n')
        .replace(/\);\s*\}\s*$/, '</>);\n}\n'),
    );
    await expect(demo.getByTestId('typed-live')).toHaveText('Typed a', { timeout: 10_000 });
    await page.waitForTimeout(1500);
    expect(requests).toEqual([]);
    await expect(demo.locator('[data-editor-diagnostics]')).toHaveCount(0);
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the open editor with a problem listed passes axe in ${scheme} mode`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: scheme });
    const { demo, editor } = await openEditor(page);
    await editor.fill(
      (await editor.inputValue()).replace(
        /(export default function \w+\(\) \{\n)/,
        "$1  const n: number = 'a';\n",
      ),
    );
    await expect(demo.getByRole('list', { name: 'Problems in the code' }).getByRole('listitem')).toHaveCount(
      1,
      {
        timeout: 60_000,
      },
    );
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
    const { failing } = await checkPage(page, `${PAGE} editor [${scheme}]`, {
      exclude: ['section.demo .demo-stage'],
    });
    expect(failing.map(formatFinding)).toEqual([]);
  });
}

test('the highlighted editor keeps the keys: Tab indents, Escape then Tab leaves', async ({ page }) => {
  const { demo, editor } = await openEditor(page);
  await expect(demo.locator('[data-editor="highlighted"]')).toHaveCount(1);
  await editor.focus();
  await page.keyboard.press('Control+Home');
  await page.keyboard.press('Tab');
  expect((await editor.inputValue()).startsWith('  import')).toBe(true);
  await expect(editor).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(editor).not.toBeFocused();
});
