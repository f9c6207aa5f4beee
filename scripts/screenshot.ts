/**
 * Screenshots pages of a running site, for looking at what was built.
 *   inputs:  a server (BASE_URL, default http://localhost:3000) and paths on the command line
 *   outputs: PNG files in ./screenshots (ignored by git), one per page, mode, direction, width
 *   command: npx tsx scripts/screenshot.ts /x/introduction/ [more paths]
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const paths = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '390,1440').split(',').map(Number);

async function main() {
  mkdirSync('screenshots', { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const path of paths.length ? paths : ['/x/introduction/']) {
    for (const mode of ['light', 'dark'] as const) {
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
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
