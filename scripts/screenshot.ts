/**
 * Screenshots pages of a running site, for looking at what was built.
 *   inputs:  a server (BASE_URL, default http://localhost:3000) and paths on the command line
 *   outputs: PNG files in ./screenshots (ignored by git), one per page, mode, direction, width;
 *            with --demos, one per demo and a contact sheet per page instead (see below)
 *   command: npx tsx scripts/screenshot.ts [--demos] /x/introduction/ [more paths]
 *
 * --demos is the review of a guide page's demos (docs/adding-a-page.md): each demo is scrolled
 * into view, waited for until its code has loaded (a loaded `next dev` can take a minute), and
 * captured alone in light and dark mode at 390 and 1440 px. When ImageMagick's `montage` is
 * installed, the captures of a page are also put on one sheet, a row per demo.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const args = process.argv.slice(2);
const demos = args.includes('--demos');
const paths = args.filter((arg) => arg !== '--demos');
const widths = (process.env.WIDTHS ?? '390,1440').split(',').map(Number);
const MODES = ['light', 'dark'] as const;

async function pageShots(browser: Browser, path: string) {
  for (const mode of MODES) {
    for (const dir of ['ltr', 'rtl'] as const) {
      for (const width of widths) {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        await page.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
        await page.goto(base + path, { waitUntil: 'networkidle' });
        if (dir === 'rtl') {
          await page.getByRole('button', { name: 'Settings' }).click();
          await page.getByRole('button', { name: 'Right to left' }).click();
          await page.keyboard.press('Escape');
          await page.waitForTimeout(400);
        }
        const name = `${path.replace(/\W+/g, '_')}-${mode}-${dir}-${width}.png`;
        await page.screenshot({ path: `screenshots/${name}` });
        await page.close();
      }
    }
  }
}

async function demoShots(browser: Browser, path: string) {
  const stem = `screenshots/${path.replace(/\W+/g, '_')}`;
  let count = 0;
  for (const mode of MODES) {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
      const response = await page.goto(base + path, { waitUntil: 'load', timeout: 240_000 });
      // A missing page would otherwise pass as "0 demos" (a dev server that has not seen a new
      // page answers 404 until scripts/prepare-content.ts runs again).
      if (!response || response.status() >= 400) {
        throw new Error(`${base + path} answered ${response?.status() ?? 'nothing'}: no screenshots taken`);
      }
      const stages = page.locator('.demo-stage');
      count = await stages.count();
      for (let i = 0; i < count; i++) {
        const stage = stages.nth(i);
        await stage.scrollIntoViewIfNeeded();
        await page
          .waitForFunction(
            (el) =>
              el?.getAttribute('data-demo-state') === 'loaded' && !/Loading demo/.test(el.textContent ?? ''),
            await stage.elementHandle(),
            { timeout: 60_000 },
          )
          .catch(() =>
            console.warn(`${path} demo ${i + 1}: still loading after 60 s (${mode}, ${width} px)`),
          );
        await page.waitForTimeout(800);
        await stage.screenshot({ path: `${stem}-demo-${i + 1}-${mode}-${width}.png` });
      }
      await page.close();
    }
  }
  if (count === 0) {
    console.log(`${path}: no demos on the page, no sheet`);
    return;
  }
  const files = Array.from({ length: count }, (_, i) =>
    MODES.flatMap((mode) => widths.map((width) => `${stem}-demo-${i + 1}-${mode}-${width}.png`)),
  ).flat();
  try {
    const tile = `${MODES.length * widths.length}x`;
    execFileSync('montage', [
      ...files,
      '-tile',
      tile,
      '-geometry',
      '+6+6',
      '-background',
      '#888',
      `${stem}-sheet.png`,
    ]);
    console.log(`${path}: ${count} demos, sheet ${stem}-sheet.png`);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    console.log(
      `${path}: ${count} demos in ${stem}-demo-*.png (${missing ? 'install imagemagick for a contact sheet' : `montage failed: ${String(error)}`})`,
    );
  }
}

async function main() {
  mkdirSync('screenshots', { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const path of paths.length ? paths : ['/x/introduction/']) {
    await (demos ? demoShots(browser, path) : pageShots(browser, path));
  }
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
