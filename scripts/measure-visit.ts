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
 *            (`--files` also lists each page's ten largest scripts; `--bytes` prints exact byte counts,
 *            for comparing two builds of one page)
 * Desktop viewport (1440 × 900), no CPU throttling: compare pages with each other, not with
 * Lighthouse's throttled mobile figures. The measuring itself is scripts/visit/whole-visit.ts, which
 * `npm run bench` also uses at a phone's size with the CPU slowed 4x.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';
import { DESKTOP, measureVisit } from './visit/whole-visit';

const base = (process.env.BASE_URL ?? 'http://127.0.0.1:3200').replace(/\/$/, '');
const listFiles = process.argv.includes('--files');
const exactBytes = process.argv.includes('--bytes');
const pages = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (pages.length === 0) {
  console.error('Usage: BASE_URL=… npx tsx scripts/measure-visit.ts <path> [<path>…]');
  process.exit(2);
}

const kib = (bytes: number) => (exactBytes ? `${bytes} B` : `${(bytes / 1024).toFixed(0)} KiB`);

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  console.log(
    '| Page | Demos | JS, first load (gzip) | JS, whole visit (gzip) | Files | Blocking time | Longest task |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  try {
    for (const path of pages) {
      const visit = await measureVisit(browser, base, path, DESKTOP);
      console.log(
        `| ${path} | ${visit.demos} | ${kib(visit.firstLoad.jsGzipBytes)} | ${kib(visit.visit.jsGzipBytes)} | ${visit.visit.jsFiles} | ${visit.blockingMs} ms | ${visit.longestTaskMs} ms |`,
      );
      if (listFiles)
        for (const file of visit.largest)
          console.log(
            `|   | ${new URL(file.url).pathname} | ${file.firstLoad ? 'first load' : 'later'} | ${kib(file.gzipBytes)} | | | |`,
          );
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
