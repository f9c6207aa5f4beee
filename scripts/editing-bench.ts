/**
 * What live editing costs (issue 23): on a guide page's first demo, in headless Chromium at a
 * desktop size (the highlighted editor; phones get the plain one without a checker), each run
 * in a fresh browser context (cold cache):
 *   - the bytes transferred from pressing Edit until the first diagnostic is listed (the
 *     editor's chunk, the type-check worker with the TypeScript compiler, the declaration
 *     packs the demo's imports need), and how many of them the worker script is;
 *   - the time from the first keystroke to the first diagnostic listed (debounce included),
 *     and from a keystroke to the next answer once everything is loaded.
 * Medians of `runs`. Used by scripts/bench.ts (`npm run bench -- --editing-only [--base <url>]`).
 */
import { get } from 'node:http';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { median } from './median';

export const EDITING_PAGE = '/x/react-data-grid/sorting/';

export interface EditingFigures {
  page: string;
  demo: string;
  runs: number;
  firstEditBytes: number;
  firstEditFiles: number;
  workerBytes: number;
  firstDiagnosticMs: number;
  recheckMs: number;
}

/** The first diagnostic's time and the next answer's, measured in the page (performance.now). */
const WATCH = `(() => {
  const box = document.querySelector('[data-editor-diagnostics]');
  const input = document.querySelector('.demo-editor textarea');
  const marks = { firstInput: 0, firstResult: 0, lastInput: 0, results: 0, lastResult: 0 };
  window.__editing = marks;
  input.addEventListener('input', () => {
    const now = performance.now();
    if (!marks.firstInput) marks.firstInput = now;
    marks.lastInput = now;
  });
  new MutationObserver(() => {
    const answers = Number(box.getAttribute('data-checks') || 0);
    if (answers > marks.results) {
      marks.results = answers;
      marks.lastResult = performance.now();
      if (!marks.firstResult) marks.firstResult = marks.lastResult;
    }
  }).observe(box, { attributes: true });
})()`;

/**
 * The compressed body of a GET as the browser would receive it (Chromium's Accept-Encoding).
 * For the worker script, whose size Playwright reports as 0 (Chromium fetches it for the worker).
 */
function bodyBytesOnTheWire(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function oneRun(browser: Browser, base: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(`${base}${EDITING_PAGE}`);
    const demo = page.locator('section.demo').first();
    await demo.scrollIntoViewIfNeeded();
    await demo.getByRole('grid').waitFor({ timeout: 30_000 });
    const demoId = (await demo.getAttribute('data-demo')) ?? '';
    // Counting starts with the press of Edit (the demo's own code is already loaded).
    const sizes: Promise<{ url: string; bytes: number }>[] = [];
    let counting = true;
    context.on('requestfinished', (request) => {
      if (!counting) return;
      sizes.push(
        request.sizes().then(async (s) => ({
          url: request.url(),
          bytes: (s.responseBodySize || (await bodyBytesOnTheWire(request.url()))) + s.responseHeadersSize,
        })),
      );
    });
    await demo.getByRole('button', { name: 'Edit the code live' }).click();
    const editor = demo.getByRole('textbox', { name: /^Edit / });
    await editor.waitFor();
    await page.evaluate(WATCH);
    await editor.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type("\nconst n: number = 'a';\n", { delay: 20 });
    await demo.locator('[data-editor-diagnostics="ready"] li').first().waitFor({ timeout: 60_000 });
    counting = false;
    const files = await Promise.all(sizes);
    const first = await page.evaluate(
      () => (window as unknown as { __editing: Record<string, number> }).__editing,
    );
    // Everything is loaded now: one more keystroke, one more answer.
    await page.keyboard.type('1');
    await page.waitForFunction(
      (before) => (window as unknown as { __editing: { results: number } }).__editing.results > before,
      first.results!,
      { timeout: 30_000 },
    );
    const next = await page.evaluate(
      () => (window as unknown as { __editing: Record<string, number> }).__editing,
    );
    return {
      demoId,
      bytes: files.reduce((sum, f) => sum + f.bytes, 0),
      files: files.length,
      workerBytes: files
        .filter((f) => /\/editor-types\/worker\./.test(f.url))
        .reduce((s, f) => s + f.bytes, 0),
      firstDiagnosticMs: first.firstResult! - first.firstInput!,
      recheckMs: next.lastResult! - next.lastInput!,
    };
  } finally {
    await context.close();
  }
}

/** Runs the measure `runs` times against the server at `base` and returns the medians. */
export async function measureEditing(base: string, runs = 3): Promise<EditingFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await oneRun(browser, base));
    return {
      page: EDITING_PAGE,
      demo: results[0]!.demoId,
      runs,
      firstEditBytes: median(results.map((r) => r.bytes)),
      firstEditFiles: median(results.map((r) => r.files)),
      workerBytes: median(results.map((r) => r.workerBytes)),
      firstDiagnosticMs: Math.round(median(results.map((r) => r.firstDiagnosticMs))),
      recheckMs: Math.round(median(results.map((r) => r.recheckMs))),
    };
  } finally {
    await browser.close();
  }
}
