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

interface DemoImports {
  page: string;
  file: string;
  imports: readonly string[];
}

/** Throws, naming the page and its files, when one page's demos import both charts packages. */
export function checkOneChartsCopyPerPage(demos: readonly DemoImports[]): void {
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
          `chart component from @mui/x-charts-pro, which re-exports them (src/demo/build/package-copies.ts).`,
      );
  }
}

/**
 * `@mui/x-tree-view-pro` 8.6.0 (no 8.0.0-beta.3 on the registry) brings its own `@mui/x-tree-view`
 * 8.6.0. Its components read the tree view context of that copy, so a beta.3 `TreeItem` (or hook)
 * rendered inside `RichTreeViewPro` throws "Could not find the Tree View context" (the message
 * even names "multiple versions of the Tree View"). The Pro package re-exports every community
 * component and hook, so a demo that uses it imports everything from it. Unlike the charts, a
 * page may mix demos of both copies (the tree item customization page shows the Pro drag handle
 * beside community items); each demo keeps to one.
 */
const TREE_PRO = /^@mui\/x-tree-view-pro(\/|$)/;
const TREE_COMMUNITY = /^@mui\/x-tree-view(\/|$)/;

/** Throws, naming the files, when a demo imports both tree view packages. */
export function checkOneTreeViewCopyPerDemo(demos: readonly DemoImports[]): void {
  const mixed = demos.filter(
    (demo) =>
      demo.imports.some((spec) => TREE_PRO.test(spec)) &&
      demo.imports.some((spec) => TREE_COMMUNITY.test(spec)),
  );
  if (mixed.length)
    throw new Error(
      `${mixed.map((d) => d.file).join(', ')} import both @mui/x-tree-view-pro (8.6.0, with its own @mui/x-tree-view) ` +
        `and @mui/x-tree-view (8.0.0-beta.3): the beta.3 items cannot find the Pro tree's context. Import every ` +
        `tree view component and hook from @mui/x-tree-view-pro in a demo that uses it (src/demo/build/package-copies.ts).`,
    );
}
