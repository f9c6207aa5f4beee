/**
 * Page-change time: a reader clicks a link of the navigation and waits for the next page. Desktop
 * (1440 × 900), no throttling. From the click (the event's own time stamp, so a busy main thread
 * counts) to the first animation frame in which an `h1` shows the new page's title. Between clicks
 * the reader opens the link's section of the navigation and pauses 1 s after the page settles, so
 * that link prefetching has its normal chance.
 */
import type { Browser } from 'playwright-core';
import { DESKTOP, networkQuiet } from './whole-visit';

/** The navigation both apps have: the site's sidebar, the naive app's permanent drawer. */
const navLink = (path: string) => `nav[aria-label="documentation"] a[href="${path}"]`;

declare global {
  interface Window {
    __clickedAt: number | null;
    __shownAt: number | null;
    __watchTitle: () => void;
  }
}

export interface PageChange {
  from: string;
  to: string;
  ms: number;
}

/** Follows `route` (a list of paths, starting on the first) by clicking; `titles` by path. */
export async function measurePageChanges(
  browser: Browser,
  base: string,
  route: readonly string[],
  titles: Readonly<Record<string, string>>,
  readerPauseMs = 1_000,
): Promise<PageChange[]> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: DESKTOP.viewport });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      // Both null after a full page load too, which then times out instead of measuring nothing.
      window.__clickedAt = null;
      window.__shownAt = null;
      document.addEventListener('click', (event) => (window.__clickedAt = event.timeStamp), true);
    });
    const quiet = networkQuiet(page, `page change on ${base}`);
    const response = await page.goto(`${base}${route[0]}`, { waitUntil: 'load', timeout: 120_000 });
    if (!response?.ok()) throw new Error(`${base}${route[0]} answered ${response?.status()}`);
    const changes: PageChange[] = [];
    for (let i = 1; i < route.length; i += 1) {
      const [from, to] = [route[i - 1]!, route[i]!];
      const title = titles[to];
      if (!title) throw new Error(`no title for ${to}`);
      const link = page.locator(navLink(to)).first();
      // The site's navigation folds sections in <details>: the reader opens the link's section.
      await link.evaluate((a) => {
        for (let el = a.parentElement; el; el = el.parentElement)
          if (el instanceof HTMLDetailsElement) el.open = true;
      });
      await link.scrollIntoViewIfNeeded();
      await quiet(readerPauseMs);
      await page.evaluate((expected) => {
        window.__clickedAt = null;
        window.__shownAt = null;
        // A property, not a local function: tsx would wrap a named one in a helper the page lacks.
        window.__watchTitle = () => {
          const shown = [...document.querySelectorAll('h1')].some(
            (h1) => h1.textContent?.trim() === expected && h1.checkVisibility(),
          );
          if (shown) window.__shownAt = performance.now();
          else requestAnimationFrame(window.__watchTitle);
        };
        requestAnimationFrame(window.__watchTitle);
      }, title);
      await link.click();
      await page.waitForFunction(() => window.__shownAt !== null, undefined, { timeout: 60_000 });
      const [clickedAt, shownAt] = await page.evaluate(() => [window.__clickedAt, window.__shownAt]);
      if (clickedAt === null || shownAt === null)
        throw new Error(`${base}: the click from ${from} to ${to} was not seen (a full page load?)`);
      if (new URL(page.url()).pathname !== to)
        throw new Error(`${base}: clicking ${to} led to ${page.url()}`);
      changes.push({ from, to, ms: Math.round(shownAt - clickedAt) });
    }
    return changes;
  } finally {
    await context.close();
  }
}
