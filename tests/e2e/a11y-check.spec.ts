import { expect, test } from '@playwright/test';
import { checkPage, formatFinding } from './a11y';

// The sweep passing means little unless its check can fail: these documents prove it does.
const BROKEN = `<!doctype html><html lang="en"><head><title>Broken</title></head>
<body style="background:#fff"><main>
  <p style="color:#999;font-size:12px">Low-contrast small text</p>
  <input type="text">
</main></body></html>`;

const CLEAN = `<!doctype html><html lang="en"><head><title>Clean</title></head>
<body style="background:#fff"><main>
  <h1 style="color:#111">Readable</h1>
  <p style="color:#333;font-size:16px">Dark grey text on white.</p>
  <label>Name <input type="text"></label>
</main></body></html>`;

test('the accessibility check fails on low contrast and an unlabelled field', async ({ page }) => {
  await page.setContent(BROKEN);
  const { failing } = await checkPage(page, 'broken');
  const lines = failing.map(formatFinding);
  expect(lines).toContain('broken: color-contrast: p');
  expect(lines.some((l) => l.startsWith('broken: label: input'))).toBe(true);
});

test('the accessibility check passes on a clean document', async ({ page }) => {
  await page.setContent(CLEAN);
  const { failing } = await checkPage(page, 'clean');
  expect(failing.map(formatFinding)).toEqual([]);
});
