import { expect, test } from '@playwright/test';
import demoIndex from '../../generated/demo-index.json';

/*
 * Every Pickers demo under each non-default date library (src/demo/setup/): the translated code
 * (or the Day.js fallback, with the setup's locale and zone) mounts without a crash, a console
 * error or warning, or a demo left loading. The translator's type-check gate
 * (scripts/check-demo-translations.ts) proves the code compiles; this proves it runs. A sweep
 * like this found a format in a slot's props left in Day.js tokens (date-fns threw) and Moment
 * zones without moment-timezone (AdapterMoment threw).
 */
const SETUPS = ['date-fns|de||standard', 'luxon|fr|Asia/Tokyo|standard', 'moment|ja|Europe/Paris|standard'];
const pages = [
  ...new Set(demoIndex.filter((d) => d.page.startsWith('/x/react-date-pickers/')).map((d) => d.page)),
];

test.use({ viewport: { width: 1440, height: 900 }, timezoneId: 'America/New_York', serviceWorkers: 'block' });

for (const setup of SETUPS) {
  for (const pathname of pages) {
    test(`${setup.split('|')[0]}: every demo of ${pathname}/ runs`, async ({ page, context, baseURL }) => {
      test.setTimeout(60_000);
      await context.addCookies([{ name: 'demoSetup', value: encodeURIComponent(setup), url: baseURL! }]);
      const problems: string[] = [];
      page.on('console', (m) => {
        if ((m.type() === 'error' || m.type() === 'warning') && !/license key|MUI X: Missing/i.test(m.text()))
          problems.push(`${m.type()}: ${m.text().slice(0, 300)}`);
      });
      page.on('pageerror', (e) => problems.push(`page error: ${e.message.slice(0, 300)}`));
      await page.goto(`${pathname}/`);
      const demos = page.locator('section.demo');
      const count = await demos.count();
      for (let i = 0; i < count; i++) {
        await demos.nth(i).scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
      }
      // Every stage ends up with its demo: neither a crash nor "Loading demo…".
      await expect(page.locator('.demo-stage .demo-loading')).toHaveCount(0, { timeout: 15_000 });
      const crashes = await page.locator('[data-demo-crash]').allInnerTexts();
      expect([...crashes.map((c) => `crash: ${c.slice(0, 300)}`), ...problems]).toEqual([]);
    });
  }
}
