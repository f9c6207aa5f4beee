/**
 * A reader's whole visit of one page in headless Chromium: loads it in a fresh context, takes the
 * largest contentful paint before the first scroll, scrolls to the end one screen at a time so that
 * every lazy demo mounts, and sums the gzipped JavaScript fetched (every `/_next/static/**.js` of
 * the page's origin) and the main thread's long tasks. Used by scripts/measure-visit.ts (desktop,
 * no throttling) and by the whole-visit bench (phone, CPU slowed 4x).
 */
import type { Browser, Page } from 'playwright-core';
import { gzippedSize, referencedScripts, sentSize } from '../../src/size-snapshot/build/measure-demos';

export interface VisitConditions {
  viewport: { width: number; height: number };
  /** Chromium's CPU slowdown factor (CDP Emulation.setCPUThrottlingRate); 1 for none. */
  cpuSlowdown: number;
  /** A phone: touch, mobile viewport meta honoured. */
  mobile?: boolean;
}

export const DESKTOP: VisitConditions = { viewport: { width: 1440, height: 900 }, cpuSlowdown: 1 };
/** The issue's conditions: a phone viewport, the CPU slowed 4x. */
export const PHONE_4X: VisitConditions = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  mobile: true,
};

export interface VisitResult {
  path: string;
  /** Live demos on the page once scrolled to the end (`section[data-demo]`). */
  demos: number;
  /** Gzip of every script (the same measure for any server), and the bytes the server sent a browser. */
  firstLoad: { jsGzipBytes: number; jsSentBytes: number; jsFiles: number };
  /** Every script fetched over the visit. */
  visit: { jsGzipBytes: number; jsSentBytes: number; jsFiles: number };
  /** Σ(long task − 50 ms) from navigation until the last demo has mounted and the network is quiet. */
  blockingMs: number;
  longestTaskMs: number;
  /** Largest contentful paint before the first scroll, and a short description of its element. */
  lcpMs: number | null;
  lcpElement: string | null;
  /** The ten largest scripts, for `--files`. */
  largest: { url: string; gzipBytes: number; firstLoad: boolean }[];
}

declare global {
  interface Window {
    __longTasks: number[];
    __lcp: { time: number; element: string } | null;
  }
}

/**
 * Waits until the page's network has been quiet for `ms` (no GET in flight). Only GETs count: the
 * analytics beacon (a POST with keepalive) never reports its end.
 */
export function networkQuiet(page: Page, label: string): (ms: number) => Promise<void> {
  let pending = 0;
  let lastActivity = Date.now();
  const settle = () => {
    pending = Math.max(0, pending - 1);
    lastActivity = Date.now();
  };
  page.on('request', (request) => {
    if (request.method() !== 'GET') return;
    pending += 1;
    lastActivity = Date.now();
  });
  page.on('requestfinished', (request) => request.method() === 'GET' && settle());
  page.on('requestfailed', (request) => request.method() === 'GET' && settle());
  return async (ms) => {
    const deadline = Date.now() + 120_000;
    while (pending > 0 || Date.now() - lastActivity < ms) {
      if (Date.now() > deadline) throw new Error(`${label} kept loading for two minutes`);
      await page.waitForTimeout(100);
    }
  };
}

export async function measureVisit(
  browser: Browser,
  base: string,
  path: string,
  conditions: VisitConditions = DESKTOP,
): Promise<VisitResult> {
  // A fresh context: empty cache, and no service worker fetching files the page does not need.
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: conditions.viewport,
    isMobile: conditions.mobile ?? false,
    hasTouch: conditions.mobile ?? false,
  });
  try {
    const page = await context.newPage();
    if (conditions.cpuSlowdown !== 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpuSlowdown });
    }
    await page.addInitScript(() => {
      window.__longTasks = [];
      window.__lcp = null;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        const entry = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
        if (!entry) return;
        const el = entry.element;
        const text = el?.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40);
        const name = el
          ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${text ? ` "${text}"` : ''}`
          : '(removed element)';
        window.__lcp = { time: entry.startTime, element: name };
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const origin = new URL(base).origin;
    const loaded = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === origin && url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'))
        loaded.add(url.href);
    });
    const quiet = networkQuiet(page, path);
    const response = await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 120_000 });
    if (!response?.ok()) throw new Error(`${base}${path} answered ${response?.status()}`);
    const firstLoadUrls = referencedScripts(await response.text(), `${base}${path}`);
    await quiet(1_000);
    // Scrolling ends LCP: read it first.
    const lcp = await page.evaluate(() => window.__lcp);
    // One screen at a time, as a reader would, waiting for what each screen starts to load.
    for (;;) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await quiet(500);
      if (atEnd) break;
    }
    await quiet(2_000);
    const demos = await page.locator('section[data-demo]').count();
    const tasks = await page.evaluate(() => window.__longTasks);
    const sizes = await Promise.all(
      [...loaded].map(async (url) => ({ url, gzip: await gzippedSize(url), sent: await sentSize(url) })),
    );
    type Size = (typeof sizes)[number];
    const totals = (list: Size[]) => ({
      jsGzipBytes: list.reduce((total, size) => total + size.gzip, 0),
      jsSentBytes: list.reduce((total, size) => total + size.sent, 0),
      jsFiles: list.length,
    });
    return {
      path,
      demos,
      firstLoad: totals(sizes.filter(({ url }) => firstLoadUrls.has(url))),
      visit: totals(sizes),
      blockingMs: Math.round(tasks.reduce((total, duration) => total + Math.max(0, duration - 50), 0)),
      longestTaskMs: Math.round(tasks.reduce((max, duration) => Math.max(max, duration), 0)),
      lcpMs: lcp ? Math.round(lcp.time) : null,
      lcpElement: lcp?.element ?? null,
      largest: [...sizes]
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 10)
        .map(({ url, gzip }) => ({ url, gzipBytes: gzip, firstLoad: firstLoadUrls.has(url) })),
    };
  } finally {
    await context.close();
  }
}
