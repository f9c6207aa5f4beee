/**
 * The whole-visit bench (issue 22): each page of VISIT_PAGES and the guide page, on the site and on
 * the naive baseline built in the same run, with every figure as a ratio to the naive page's and
 * the goals beside them. Called by scripts/bench.ts (`npm run bench`, `--visit-only`).
 *   whole visit and LCP: phone viewport (390 × 844), CPU slowed 4x (whole-visit.ts);
 *   Lighthouse: mobile performance score and simulated LCP, median of 3 (../lighthouse.ts);
 *   page change: desktop, no throttling, the clicks of PAGE_CHANGE_ROUTE (page-change.ts).
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/chromium';
import type { WholeVisit } from '../../src/size-snapshot/snapshot';
import { lighthouseMedian } from '../lighthouse';
import { compare, formatTable, GOALS, percentile, type Comparison } from './goals';
import { naivePages, withNaiveBaseline } from './naive-baseline';
import { measurePageChanges, type PageChange } from './page-change';
import { GUIDE_PAGE, PAGE_CHANGE_ROUTE, VISIT_PAGES } from './pages';
import { measureVisit, PHONE_4X, type VisitResult } from './whole-visit';

type Side = 'site' | 'naive';

/** Lighthouse mobile, median of 3 runs; null when the run skipped Lighthouse. */
interface LighthouseFigures {
  lighthouseMobile: number | null;
  lighthouseLcpMs: number | null;
}

export interface PageFigures {
  path: string;
  title: string;
  site: VisitResult & LighthouseFigures;
  naive: VisitResult & LighthouseFigures;
  comparisons: Comparison[];
}

export interface VisitBenchReport {
  conditions: string;
  pages: PageFigures[];
  pageChange: Record<Side, { clicks: PageChange[]; medianMs: number; p90Ms: number }> & {
    comparisons: Comparison[];
  };
}

const CONDITIONS =
  'whole visit and LCP in headless Chromium at 390 × 844 with the CPU slowed 4x; Lighthouse mobile, median of 3; ' +
  'page change at 1440 × 900 without throttling';

/** The comparisons of one page, with the goals that apply to it. */
export function pageComparisons(path: string, site: PageFigures['site'], naive: PageFigures['naive']) {
  const guide = path === GUIDE_PAGE;
  return [
    // The row is the JavaScript *transferred*: the bytes each server sends a browser
    // (server.mjs sends the build's brotli copies; the naive page's `next start` gzips). Gzip of
    // the same files, one measure for both servers, is shown beside it with the same goal.
    compare(
      'JS, whole visit (as sent)',
      'bytes',
      site.visit.jsSentBytes,
      naive.visit.jsSentBytes,
      guide ? null : GOALS.visitJsBytes,
    ),
    compare(
      'JS, whole visit (gzip)',
      'bytes',
      site.visit.jsGzipBytes,
      naive.visit.jsGzipBytes,
      guide ? null : GOALS.visitJsBytes,
    ),
    compare('script files, whole visit', 'count', site.visit.jsFiles, naive.visit.jsFiles),
    compare('JS, first load (as sent)', 'bytes', site.firstLoad.jsSentBytes, naive.firstLoad.jsSentBytes),
    compare(
      'JS, first load (gzip)',
      'bytes',
      site.firstLoad.jsGzipBytes,
      naive.firstLoad.jsGzipBytes,
      guide ? GOALS.guideFirstLoadJsGzipBytes : null,
    ),
    compare(
      'blocking time, whole visit',
      'ms',
      site.blockingMs,
      naive.blockingMs,
      guide ? null : GOALS.visitBlockingMs,
    ),
    compare('longest task', 'ms', site.longestTaskMs, naive.longestTaskMs, GOALS.longestTaskMs),
    // The LCP row (naive 1.8 s, goal 1.5 s) is Lighthouse's simulated mobile figure; the
    // Chromium one (no network throttling) is shown beside it.
    compare('LCP, Chromium 4x CPU', 'ms', site.lcpMs, naive.lcpMs),
    compare('LCP, Lighthouse mobile', 'ms', site.lighthouseLcpMs, naive.lighthouseLcpMs, GOALS.lcpMs),
    compare(
      'Lighthouse mobile',
      'score',
      site.lighthouseMobile,
      naive.lighthouseMobile,
      GOALS.lighthouseMobile,
    ),
  ];
}

export async function runVisitBench(
  root: string,
  siteBase: string,
  { lighthouse = true, naivePort = Number(process.env.BENCH_NAIVE_PORT ?? 3250), log = console.log } = {},
): Promise<VisitBenchReport> {
  const titles = Object.fromEntries(naivePages(root).map((page) => [page.path, page.title]));
  const paths = [...VISIT_PAGES, GUIDE_PAGE];
  log('\nWhole-visit bench: building the naive baseline');
  return withNaiveBaseline(root, { port: naivePort, siteBase, log }, async (naiveBase) => {
    const bases: Record<Side, string> = { site: siteBase, naive: naiveBase };
    const visits = new Map<string, VisitResult>();
    const scores = new Map<string, LighthouseFigures>();
    const pageChange = {} as VisitBenchReport['pageChange'];
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      for (const path of paths)
        for (const side of ['site', 'naive'] as const) {
          log(`  whole visit: ${side} ${path}`);
          visits.set(`${side} ${path}`, await measureVisit(browser, bases[side], path, PHONE_4X));
        }
      for (const side of ['site', 'naive'] as const) {
        log(`  page change: ${side}, ${PAGE_CHANGE_ROUTE.length - 1} clicks`);
        const clicks = await measurePageChanges(browser, bases[side], PAGE_CHANGE_ROUTE, titles);
        const ms = clicks.map((click) => click.ms);
        pageChange[side] = { clicks, medianMs: percentile(ms, 50), p90Ms: percentile(ms, 90) };
      }
    } finally {
      await browser.close();
    }
    for (const path of paths)
      for (const side of ['site', 'naive'] as const) {
        if (!lighthouse) continue;
        log(`  Lighthouse mobile ×3: ${side} ${path}`);
        const run = await lighthouseMedian(`${bases[side]}${path}`, 'mobile');
        scores.set(`${side} ${path}`, {
          lighthouseMobile: run.score,
          // NaN when no run of the three measured an LCP (Lighthouse reports an error instead).
          lighthouseLcpMs: Number.isFinite(run.largestContentfulPaintMs)
            ? run.largestContentfulPaintMs
            : null,
        });
      }
    const figures = (side: Side, path: string) => ({
      ...visits.get(`${side} ${path}`)!,
      ...(scores.get(`${side} ${path}`) ?? { lighthouseMobile: null, lighthouseLcpMs: null }),
    });
    pageChange.comparisons = [
      compare(
        'page change, median',
        'ms',
        pageChange.site.medianMs,
        pageChange.naive.medianMs,
        GOALS.pageChangeMedianMs,
      ),
      compare('page change, p90', 'ms', pageChange.site.p90Ms, pageChange.naive.p90Ms),
    ];
    return {
      conditions: CONDITIONS,
      pages: paths.map((path) => {
        const [site, naive] = [figures('site', path), figures('naive', path)];
        return { path, title: titles[path]!, site, naive, comparisons: pageComparisons(path, site, naive) };
      }),
      pageChange,
    };
  });
}

/** The tables `npm run bench` prints. */
export function formatVisitReport(report: VisitBenchReport): string {
  return [
    `Whole visit against the naive baseline (${report.conditions}):`,
    ...report.pages.map((page) =>
      formatTable(
        `\n${page.path} (${page.site.demos} demos on the site, ${page.naive.demos} on the naive page; LCP element: site ${page.site.lcpElement ?? '–'}, naive ${page.naive.lcpElement ?? '–'})`,
        page.comparisons,
      ),
    ),
    formatTable(
      `\nPage change, ${report.pageChange.site.clicks.length} clicks in the navigation`,
      report.pageChange.comparisons,
    ),
  ].join('\n');
}

/** The figures the /size-snapshot/ page shows: the measured demo pages, not the guide page. */
export function wholeVisitSnapshot(
  report: VisitBenchReport,
  meta: Pick<WholeVisit, 'commit' | 'date' | 'measuredWith'>,
): WholeVisit {
  const figures = (visit: PageFigures['site']) => ({
    jsGzipBytes: visit.visit.jsGzipBytes,
    jsSentBytes: visit.visit.jsSentBytes,
    jsFiles: visit.visit.jsFiles,
    blockingMs: visit.blockingMs,
    longestTaskMs: visit.longestTaskMs,
    lcpMs: visit.lcpMs,
    lighthouseMobile: visit.lighthouseMobile,
    lighthouseLcpMs: visit.lighthouseLcpMs,
  });
  return {
    ...meta,
    pages: report.pages
      .filter((page) => page.path !== GUIDE_PAGE)
      .map((page) => ({
        route: page.path,
        title: page.title,
        site: figures(page.site),
        naive: figures(page.naive),
      })),
    pageChange: {
      clicks: report.pageChange.site.clicks.length,
      site: { medianMs: report.pageChange.site.medianMs, p90Ms: report.pageChange.site.p90Ms },
      naive: { medianMs: report.pageChange.naive.medianMs, p90Ms: report.pageChange.naive.p90Ms },
    },
  };
}
