/**
 * Lighthouse performance runs against a running server, with Debian's Chromium.
 * Used by scripts/bench.ts and scripts/visit/; the median of several runs smooths out machine noise.
 */
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { median } from './median';

export interface LighthouseRun {
  score: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  largestContentfulPaintMs: number;
}

async function runOnce(url: string, formFactor: 'mobile' | 'desktop'): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS.filter((f) => f !== '--headless'), '--headless=new'],
  });
  try {
    const config =
      formFactor === 'desktop'
        ? (await import('lighthouse/core/config/desktop-config.js')).default
        : undefined;
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] },
      config,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      totalBlockingTimeMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
      cumulativeLayoutShift: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      largestContentfulPaintMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
    };
  } finally {
    chrome.kill();
  }
}

const medianOfFinite = (values: number[]) => {
  const finite = values.filter(Number.isFinite);
  return finite.length > 0 ? median(finite) : NaN;
};

/** The median of `runs` Lighthouse runs in one form factor. */
export async function lighthouseMedian(
  url: string,
  formFactor: 'mobile' | 'desktop',
  runs = 3,
): Promise<LighthouseRun & { runs: LighthouseRun[] }> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await runOnce(url, formFactor));
  return {
    score: median(results.map((r) => r.score)),
    totalBlockingTimeMs: median(results.map((r) => r.totalBlockingTimeMs)),
    cumulativeLayoutShift: median(results.map((r) => r.cumulativeLayoutShift)),
    // A run that measured no LCP (NaN) is left out; NaN would also break the sort.
    largestContentfulPaintMs: medianOfFinite(results.map((r) => r.largestContentfulPaintMs)),
    runs: results,
  };
}

/** The median of `runs` Lighthouse runs for each form factor. */
export async function lighthouseMedians(url: string, runs = 3) {
  return {
    mobile: await lighthouseMedian(url, 'mobile', runs),
    desktop: await lighthouseMedian(url, 'desktop', runs),
  };
}
