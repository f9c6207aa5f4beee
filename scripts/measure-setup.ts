/**
 * What the reader's demo setup (src/demo/setup/) costs after the first load, against a running
 * server (BASE_URL): the gzipped JavaScript fetched when the reader opens a demo's setup panel,
 * then when a setup other than the default makes the demos run their setup's code, and the
 * setup code's JSON. The first load itself is `scripts/measure-visit.ts --bytes`.
 *
 *   BASE_URL=http://127.0.0.1:3220 npx tsx scripts/measure-setup.ts
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { gzippedSize } from '../src/size-snapshot/build/measure-demos';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const CASES = [
  {
    page: '/x/react-date-pickers/date-picker/',
    demo: 'react-date-pickers/date-picker/StaticCalendarPicker',
    choose: [
      ['Date library', 'luxon'],
      ['Locale', 'fr'],
      ['Time zone', 'Asia/Tokyo'],
    ],
  },
  {
    page: '/x/react-data-grid/sorting/',
    demo: 'react-data-grid/sorting/BasicSorting',
    choose: [['Density', 'compact']],
  },
];

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const { page: path, demo, choose } of CASES) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const scripts: string[] = [];
    const json: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js') && r.url().includes('/_next/static/')) scripts.push(r.url());
      if (r.url().includes('/api/demo-code/')) json.push(r.url());
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const section = page.locator(`section[data-demo="${demo}"]`);
    await section.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const step = async (label: string, from: number) => {
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      const urls = [...new Set(scripts.slice(from))];
      const sizes = await Promise.all(urls.map(gzippedSize));
      const total = sizes.reduce((a, b) => a + b, 0);
      console.log(`| ${path} | ${label} | ${total} B | ${urls.length} |`);
      return scripts.length;
    };
    let mark = scripts.length;
    await section.getByRole('button', { name: /^Demo setup:/ }).click();
    await section.getByRole('dialog').getByLabel(choose[0]![0]!).waitFor();
    mark = await step('opening the setup panel', mark);
    for (const [label, value] of choose)
      await section.getByRole('dialog').getByLabel(label!).selectOption(value!);
    await page.keyboard.press('Escape');
    mark = await step('running a demo with the chosen setup', mark);
    const bodies = await Promise.all(
      [...new Set(json)].map(async (url) =>
        (await fetch(url.replace(/^https?:\/\/[^/]+/, base))).arrayBuffer(),
      ),
    );
    const jsonGzip = bodies.reduce((total, body) => total + gzipSync(Buffer.from(body)).length, 0);
    console.log(`| ${path} | setup code JSON (${json.length} demos) | ${jsonGzip} B | ${json.length} |`);
    await page.close();
  }
  await browser.close();
}

void main();
