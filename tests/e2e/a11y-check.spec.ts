import { expect, test } from '@playwright/test';
import { checkPage, COLOUR_RULES, formatFinding, markRepeatedColours, SAME_COLOURS } from './a11y';

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

// A long table: most rows look alike, one has its own faint class, and even rows are striped
// faint through a position selector. The colour check looks at each look once and still
// finds both.
const ROWS = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `<tr><td class="${i === 13 ? 'faint' : 'plain'}">Row ${i}</td></tr>`,
  ).join('');
const TABLE = `<!doctype html><html lang="en"><head><title>Rows</title><style>
  .plain { color: #222 } .faint { color: #bbb } .striped tr:nth-child(even) td { color: #ccc }
</style></head><body style="background:#fff"><main>
  <table><tbody>${ROWS(40)}</tbody></table>
  <table class="striped"><tbody><tr><td class="plain">One</td></tr><tr><td class="plain">Two</td></tr></tbody></table>
</main></body></html>`;

test('the colour check skips repeated looks but still finds a faint row and a faint stripe', async ({
  page,
}) => {
  await page.setContent(TABLE);
  const [checked, marked] = await markRepeatedColours(page);
  // Row 0 (first child), a middle odd and even row, the last row, the faint row and the
  // striped table's two rows: the 40-row table is not checked row by row.
  expect(checked).toBeLessThan(12);
  expect(marked).toBeGreaterThan(30);
  const { failing } = await checkPage(page, 'rows', { rules: COLOUR_RULES, exclude: [SAME_COLOURS] });
  const lines = failing.map(formatFinding).join('\n');
  expect(lines).toContain('.faint');
  expect(lines).toMatch(/striped[^\n]*tr:nth-child\(2\)/);
});
