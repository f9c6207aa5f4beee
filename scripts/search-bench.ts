/**
 * Measures the search dialog in Chromium against a running production server (used by
 * scripts/bench.ts): bytes transferred from opening a cold dialog to the first query's
 * results, and the time from keystroke to rendered results over a fixed list of queries.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { median } from './median';

/** A fixed mix of what readers type: props, components, guide topics, phrases. */
export const BENCH_QUERIES = [
  'checkboxSelection',
  'sorting',
  'date range picker',
  'rows',
  'columns',
  'filter model',
  'pagination',
  'license key',
  'pie chart',
  'bar chart',
  'tree view',
  'localization',
  'getRowId',
  'slots',
  'dark mode',
  'installation',
  'quick filter',
  'axis',
  'TimePicker',
  'export csv',
];

export interface SearchBench {
  firstQueryBytes: number;
  firstQueryMs: number;
  /** Keystroke to rendered results, index chunks already loaded (each query typed once before). */
  warmMedianMs: number;
  /** The same on the first time each query is typed (its index chunks may still load). */
  coldMedianMs: number;
}

export async function measureSearch(base: string): Promise<SearchBench> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/x/introduction/`, { waitUntil: 'networkidle' });
    let bytes = 0;
    let counting = false;
    page.on('requestfinished', async (request) => {
      if (!counting) return;
      const sizes = await request.sizes().catch(() => null);
      if (sizes) bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    });
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const input = dialog.getByRole('combobox');
    const runQuery = async (query: string) => {
      await input.fill('');
      await dialog.evaluate((el) => el.removeAttribute('data-search-ms'));
      await input.fill(query);
      await page.waitForFunction(
        () => document.querySelector('dialog')?.hasAttribute('data-search-ms'),
        undefined,
        { timeout: 15_000 },
      );
      return Number(await dialog.getAttribute('data-search-ms'));
    };

    counting = true;
    const started = Date.now();
    await page.getByRole('button', { name: 'Search' }).click();
    await runQuery(BENCH_QUERIES[0]!);
    const firstQueryMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    counting = false;
    const firstQueryBytes = bytes;

    const cold: number[] = [];
    for (const query of BENCH_QUERIES) cold.push(await runQuery(query));
    const warm: number[] = [];
    for (const query of BENCH_QUERIES) warm.push(await runQuery(query));
    return { firstQueryBytes, firstQueryMs, coldMedianMs: median(cold), warmMedianMs: median(warm) };
  } finally {
    await browser.close();
  }
}
