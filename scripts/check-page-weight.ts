/**
 * Page-weight budgets, on the build in .next: every guide page, every API page and the home
 * page must load at most their type's gzipped JavaScript (PAGE_WEIGHT_BUDGETS_KB in
 * page-weight.ts), measured from the prerendered HTML exactly as `npm run bench` measures it.
 *   command: npx tsx scripts/check-page-weight.ts (a step of `npm test`, after the build)
 * Exits 1 naming every page over its budget.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pageSources } from '../generated/content-index';
import {
  measurePage,
  overBudget,
  PAGE_WEIGHT_BUDGETS_KB,
  type MeasuredPage,
  type PageType,
} from './page-weight';

const root = process.cwd();
const apiDir = join(root, '.next/server/app/x/api');

function apiRoutes(dir: string, prefix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return apiRoutes(join(dir, entry.name), `${prefix}${entry.name}/`);
    return entry.name.endsWith('.html') ? [`${prefix}${entry.name.replace(/\.html$/, '')}/`] : [];
  });
}

const routes: [string, PageType][] = [
  ['/', 'home'],
  ...Object.keys(pageSources).map((pathname): [string, PageType] => [`${pathname}/`, 'guide']),
  ...apiRoutes(apiDir, '/x/api/').map((route): [string, PageType] => [route, 'api']),
];

const measured: MeasuredPage[] = routes.map(([route, type]) => {
  const weight = measurePage(root, route);
  if (!weight) throw new Error(`${route}: no prerendered HTML in .next (run the build first).`);
  return { route, type, jsGzipBytes: weight.js.gzipBytes };
});

const heaviest = (type: PageType) =>
  Math.max(...measured.filter((p) => p.type === type).map((p) => p.jsGzipBytes)) / 1024;
for (const type of Object.keys(PAGE_WEIGHT_BUDGETS_KB) as PageType[]) {
  const count = measured.filter((p) => p.type === type).length;
  console.log(
    `${type}: ${count} page(s), heaviest ${heaviest(type).toFixed(1)} KB of ${PAGE_WEIGHT_BUDGETS_KB[type]} KB`,
  );
}
const failures = overBudget(measured);
if (failures.length) {
  console.error(`\n${failures.length} page(s) over budget:\n${failures.join('\n')}`);
  process.exit(1);
}
