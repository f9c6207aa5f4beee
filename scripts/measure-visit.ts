/**
 * What a reader's whole visit of a page costs, not only its first paint: loads each page in
 * headless Chromium (Debian's), scrolls it to the end one screen at a time so that every lazy
 * demo mounts, and reports the gzipped JavaScript of the first load (the scripts the HTML
 * references) and of the whole visit (every `/_next/static/**.js` fetched), and the main thread's
 * blocking time over the visit (the part beyond 50 ms of every long task, as in Total Blocking
 * Time, but counted until the last demo has mounted).
 *   inputs:  a running production server (BASE_URL, default http://127.0.0.1:3200) and page paths
 *   outputs: a table on stdout
 *   command: BASE_URL=http://127.0.0.1:3200 npx tsx scripts/measure-visit.ts /x/react-charts/legend/ …
 *            (`--files` also lists each page's ten largest scripts)
 * Desktop viewport (1440 × 900), no CPU throttling: compare pages with each other, not with
 * Lighthouse's throttled mobile figures.
 */
import { chromium } from 'playwright-core';
import { gzippedSize, referencedScripts } from '../src/size-snapshot/build/measure-demos';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';

const base = (process.env.BASE_URL ?? 'http://127.0.0.1:3200').replace(/\/$/, '');
const listFiles = process.argv.includes('--files');
const pages = process.argv.slice(2).filter((arg) => arg !== '--files');
if (pages.length === 0) {
  console.error('Usage: BASE_URL=… npx tsx scripts/measure-visit.ts <path> [<path>…]');
  process.exit(2);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  console.log(
    '| Page | Demos | JS, first load (gzip) | JS, whole visit (gzip) | Files | Blocking time | Longest task |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  try {
    for (const path of pages) {
      // A fresh context: empty cache, and no service worker fetching files the page does not need.
      const context = await browser.newContext({
        serviceWorkers: 'block',
        viewport: { width: 1440, height: 900 },
      });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __longTasks: number[] };
        w.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      const loaded = new Set<string>();
      let pending = 0;
      let lastActivity = Date.now();
      const settle = () => {
        pending = Math.max(0, pending - 1);
        lastActivity = Date.now();
      };
      // Only GETs count: the analytics beacon (a POST with keepalive) never reports its end.
      page.on('request', (request) => {
        if (request.method() !== 'GET') return;
        pending += 1;
        lastActivity = Date.now();
      });
      page.on('requestfinished', (request) => request.method() === 'GET' && settle());
      page.on('requestfailed', (request) => request.method() === 'GET' && settle());
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (
          url.origin === new URL(base).origin &&
          url.pathname.startsWith('/_next/static/') &&
          url.pathname.endsWith('.js')
        )
          loaded.add(url.href);
      });
      const quiet = async (ms: number) => {
        const deadline = Date.now() + 60_000;
        while (pending > 0 || Date.now() - lastActivity < ms) {
          if (Date.now() > deadline) throw new Error(`${path} kept loading for a minute`);
          await page.waitForTimeout(100);
        }
      };
      const response = await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 120_000 });
      if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
      const firstLoad = referencedScripts(await response.text(), `${base}${path}`);
      await quiet(1_000);
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
      const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
      const sizes = await Promise.all([...loaded].map(async (url) => [url, await gzippedSize(url)] as const));
      const total = sizes.reduce((sum, [, size]) => sum + size, 0);
      const first = sizes.filter(([url]) => firstLoad.has(url)).reduce((sum, [, size]) => sum + size, 0);
      const blocking = tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
      const longest = tasks.reduce((max, duration) => Math.max(max, duration), 0);
      console.log(
        `| ${path} | ${demos} | ${kib(first)} | ${kib(total)} | ${sizes.length} | ${blocking.toFixed(0)} ms | ${longest.toFixed(0)} ms |`,
      );
      if (listFiles) {
        const largest = [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 10);
        for (const [url, size] of largest)
          console.log(
            `|   | ${new URL(url).pathname} | ${firstLoad.has(url) ? 'first load' : 'later'} | ${kib(size)} | | | |`,
          );
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
