/**
 * `@mui/x-charts-pro` 8.0.0 (the registry has no 8.0.0-beta.3 of it) depends on `@mui/x-charts`
 * 8.0.0 exactly, so npm installs a second copy of the community charts under it, beside the
 * site's 8.0.0-beta.3. The two cannot be merged by package resolution: Pro 8.0.0 run on the
 * beta.3 community package crashes ("Could not find the animation ref context": 8.0.0 turned
 * the animation context into a plugin) and imports `@mui/x-internals/rafThrottle`, which the
 * beta.3 internals lack. So a page keeps to one copy: its demos import the Pro package (which
 * re-exports every community component) or the community one, never both.
 */
const PRO = /^@mui\/x-charts-pro(\/|$)/;
const COMMUNITY = /^@mui\/x-charts(\/|$)/;

interface ChartDemo {
  page: string;
  file: string;
  imports: readonly string[];
}

/** Throws, naming the page and its files, when one page's demos import both charts packages. */
export function checkOneChartsCopyPerPage(demos: readonly ChartDemo[]): void {
  const byPage = new Map<string, { pro: string[]; community: string[] }>();
  for (const demo of demos) {
    const entry = byPage.get(demo.page) ?? { pro: [], community: [] };
    if (demo.imports.some((spec) => PRO.test(spec))) entry.pro.push(demo.file);
    if (demo.imports.some((spec) => COMMUNITY.test(spec))) entry.community.push(demo.file);
    byPage.set(demo.page, entry);
  }
  for (const [page, { pro, community }] of byPage) {
    if (pro.length && community.length)
      throw new Error(
        `Page ${page} loads two copies of the charts: ${pro.join(', ')} import @mui/x-charts-pro (8.0.0) and ` +
          `${community.join(', ')} import @mui/x-charts (8.0.0-beta.3). On a page with a Pro chart, import every ` +
          `chart component from @mui/x-charts-pro, which re-exports them (src/demo/build/chart-copies.ts).`,
      );
  }
}
