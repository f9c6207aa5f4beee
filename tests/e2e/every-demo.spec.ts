import { expect, test } from '@playwright/test';
import demoIndex from '../../generated/demo-index.json';
import { judgeDateLibraries, librariesOf, recordDateLibraries } from './checks/date-libraries';
import { checkDemosOnPage } from './checks/demo-check';

/**
 * Every demo of the demo index, mounted on its own page at phone width (390 px), as a reader
 * scrolls to it: see checks/demo-check.ts for what fails a demo. One test per page, so the
 * two workers share the pages and a failure names the page; licence-key messages of Pro and
 * Premium demos are allowed and counted. DEMO_PAGE=/x/react-data-grid/sorting limits it to one page.
 * Each page also loads a date library other than Day.js only when one of its demos imports it
 * (checks/date-libraries.ts).
 */
const only = process.env.DEMO_PAGE?.replace(/\/$/, '');
const byPage = new Map<string, string[]>();
const importsByPage = new Map<string, string[]>();
for (const demo of demoIndex) {
  if (only !== undefined && demo.page !== only) continue;
  byPage.set(demo.page, [...(byPage.get(demo.page) ?? []), demo.id]);
  importsByPage.set(demo.page, [...(importsByPage.get(demo.page) ?? []), ...demo.imports]);
}

test.describe('every demo', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const [pathname, ids] of byPage) {
    test(`${pathname}/: ${ids.length} demo(s) mount without errors or overflow`, async ({ page }) => {
      test.setTimeout(30_000 + ids.length * 25_000);
      const libraries = recordDateLibraries(page);
      const result = await checkDemosOnPage(page, `${pathname}/`, ids);
      const expected = librariesOf(importsByPage.get(pathname) ?? []);
      result.failures.push(...judgeDateLibraries(`${pathname}/`, expected, await libraries.found()));
      if (result.licenceMessages)
        test.info().annotations.push({
          type: 'licence-key messages (allowed)',
          description: String(result.licenceMessages),
        });
      expect(result.failures, `demos failing on ${pathname}/`).toEqual([]);
    });
  }
});
