/**
 * What the reader's demo setup (src/demo/setup/) costs after the first load, against a running
 * server (BASE_URL), in gzipped JavaScript: opening a demo's setup panel, and mounting a demo
 * on a page opened with a stored setup (the demo runs its setup's code through the live
 * editor's path: Sucrase, the scope's modules, the chosen library) beside the same demo
 * mounted with the default setup; plus the setup code's JSON. The first load itself is
 * `scripts/measure-visit.ts --bytes`.
 *
 *   BASE_URL=http://127.0.0.1:3220 npx tsx scripts/measure-setup.ts
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { gzippedSize } from '../src/size-snapshot/build/measure-demos';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const CASES = [
  {
    page: '/x/react-date-pickers/date-picker/',
    demo: 'react-date-pickers/date-picker/StaticCalendarPicker',
    setup: 'luxon|fr|Asia/Tokyo|standard',
  },
  {
    page: '/x/react-data-grid/sorting/',
    demo: 'react-data-grid/sorting/BasicSorting',
    setup: 'dayjs|en-US||compact',
  },
];

async function visit(browser: Browser, path: string, demo: string, setup: string | null, openPanel = false) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (setup) await context.addCookies([{ name: 'demoSetup', value: encodeURIComponent(setup), url: base }]);
  const page = await context.newPage();
  const scripts: string[] = [];
  const json: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js') && r.url().includes('/_next/static/')) scripts.push(r.url());
    if (r.url().includes('/api/demo-code/')) json.push(r.url());
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  // The panel counts from the first load; a demo's mounting counts the whole page load, since
  // the page's demo code may load with it (compare the two setups' totals).
  const firstLoad = openPanel ? scripts.length : 0;
  const section = page.locator(`section[data-demo="${demo}"]`);
  const settle = async () => {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
  };
  if (openPanel) {
    // A click without pointer or focus events, which would also wake the demo itself.
    await section.getByRole('button', { name: /^Demo setup:/ }).evaluate((b: HTMLElement) => b.click());
    await section.getByRole('dialog').locator('select').first().waitFor();
  } else {
    await section.scrollIntoViewIfNeeded();
    await section.locator('[data-demo-state="loaded"]').waitFor();
  }
  await settle();
  const urls = [...new Set(scripts.slice(firstLoad))];
  const sizes = new Map(await Promise.all(urls.map(async (u) => [u, await gzippedSize(u)] as const)));
  const bodies = await Promise.all([...new Set(json)].map(async (u) => (await fetch(u)).arrayBuffer()));
  await context.close();
  return {
    sizes,
    total: [...sizes.values()].reduce((a, b) => a + b, 0),
    json: bodies.reduce((t, b) => t + gzipSync(Buffer.from(b)).length, 0),
    demos: json.length,
  };
}

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  console.log('| Page | After the first load | JS (gzip) | Files | Setup code JSON (gzip) |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const { page, demo, setup } of CASES) {
    const panel = await visit(browser, page, demo, null, true);
    console.log(`| ${page} | opening the setup panel | ${panel.total} B | ${panel.sizes.size} | |`);
    const plain = await visit(browser, page, demo, null);
    console.log(
      `| ${page} | page load and ${demo.split('/').pop()} mounted, default setup | ${plain.total} B | ${plain.sizes.size} | |`,
    );
    const chosen = await visit(browser, page, demo, setup);
    console.log(
      `| ${page} | the same with \`${setup}\` stored | ${chosen.total} B | ${chosen.sizes.size} | ${chosen.json} B (${chosen.demos} demos) |`,
    );
    console.log(`  difference: ${chosen.total - plain.total} B`);
    const extra = [...chosen.sizes].filter(([u]) => !plain.sizes.has(u)).sort((a, b) => b[1] - a[1]);
    console.log(
      `  only with the setup: ${extra
        .slice(0, 6)
        .map(([u, s]) => `${u.split('/').pop()} ${s} B`)
        .join(', ')}`,
    );
  }
  await browser.close();
}

void main();
