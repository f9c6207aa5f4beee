import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const axePath = join(process.cwd(), 'node_modules/axe-core/axe.min.js');

const PAGES = [
  '/x/introduction/installation/',
  '/x/react-data-grid/sorting/',
  '/x/react-date-pickers/quickstart/',
  '/x/api/date-pickers/date-picker/',
  '/x/api/data-grid/',
  '/versions/',
  '/this-page-does-not-exist/',
  '/',
  '/x/',
  '/pricing/',
  '/blog/',
  '/blog/data-grid-100000-rows/',
  '/templates/',
  '/templates/dashboard/',
  '/templates/sign-up/',
  '/templates/onepirate/',
  '/production-error/?code=4&args[]=x',
  '/size-snapshot/',
];

for (const mode of ['light', 'dark'] as const) {
  for (const path of PAGES) {
    test(`${path} has no serious accessibility violations in ${mode} mode`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.addInitScript((m) => localStorage.setItem('mui-mode', m), mode);
      await page.goto(path);
      await page.addScriptTag({ path: axePath });
      // The page shell and prose; demos are the packages' own markup, checked upstream.
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (
                ctx: unknown,
                opts: unknown,
              ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
            };
          }
        ).axe;
        const result = await axe.run({ exclude: [['.demo-stage']] }, { resultTypes: ['violations'] });
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 5)
                .join(', ')}`,
          );
      });
      expect(violations).toEqual([]);
    });
  }
}
