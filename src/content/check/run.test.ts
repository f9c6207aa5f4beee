import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkDocuments, type CheckDocument, type CheckResult } from './run';

// Fixtures are documents given as text (never files in content/); the API data and packages
// are the real ones. All documents go through one run, as the CLI does, to build one program.
const root = join(__dirname, '../../..');
const page = (file: string, components: string, body: string[]): CheckDocument => ({
  file,
  source: ['---', 'title: Fixture', 'description: A fixture.', components, '---', '', ...body, ''].join('\n'),
  demos: [],
});

const good = page('content/react-data-grid/good/page.mdx', 'components: [DataGrid]', [
  'Set `sortingOrder` or `sortModel`, read `initialState.sorting.sortModel`, and call',
  "`apiRef.current.sortColumn(field, direction)`. Import `import { DataGrid } from '@mui/x-data-grid'`",
  'or from `@mui/x-data-grid/DataGrid`; the adapter is `@mui/x-date-pickers/AdapterDayjs`. Wrap it in',
  "`React.useMemo`, set `display: 'flex'` and name your own `byNewest` (declared below). Indent with `--DataGrid-cellOffsetMultiplier`.",
  'Listen to `scrollPositionChange` or `rowExpansionChange`, events without a prop.',
  '',
  '```tsx title="Grid.tsx"',
  "import { DataGrid, type GridSortModel } from '@mui/x-data-grid';",
  "import App from './App';",
  '',
  "const byNewest: GridSortModel = [{ field: 'postedOn', sort: 'desc' }];",
  'export default function Grid() {',
  '  return <DataGrid rows={[]} columns={[]} sortModel={byNewest} />;',
  '}',
  'export { App };',
  '```',
  '',
  '```tsx fragment',
  '<DataGrid rows={rows} columns={columns} />',
  '```',
  '',
  '```js',
  'export function total(items) {',
  '  return items.reduce((sum, item) => sum + item.price, 0);',
  '}',
  '```',
]);

const badCode = page('blog/bad-code/post.mdx', '', [
  'A post.',
  '',
  '```ts',
  "import dayjs from 'dayjs';",
  "import { AdapterDateFnsV2 } from '@mui/x-date-pickers/AdapterDateFnsV2';",
  '```',
  '',
  '```js',
  'const count = 1;',
  'count.toUpperCase();',
  '```',
]);

const badProse = page('content/react-data-grid/bad-prose/page.mdx', 'components: [DataGrid, DataGridPro]', [
  'The `sortingOrdr` prop sets the cycle.',
  '',
  'Adapters live in `@mui/x-date-pickers/AdapterDateFnsV3`, and',
  "`import { AdapterDateFnsV2 } from '@mui/x-date-pickers/AdapterDateFnsV2'` is not a name it exports.",
  '',
  'Call `LicenseInfo.setLicenseKy()` once.',
  '',
  'Indent groups with `--DataGrid-cellOffsetMultiplyer`.',
]);

// Outside the product folders (a migration guide): components are found in their product.
const migration = page('content/migration/migration-data-grid-v7/page.mdx', 'components: [DataGrid]', [
  'Keep `sortingOrder`; `valueGetter` of a column now takes the value first; `sortModle` is a typo.',
]);

// Code for older releases compiles against old-versions/<version>/ (npm run install:old-versions).
const versions = page('content/migration/versions-fixture/page.mdx', '', [
  'v7 had `@mui/x-date-pickers/AdapterDateFnsV3` and `unstable_rowSpanning`; `rowSpanningg` never existed, and',
  "`import { TreeView } from '@mui/lab'` came from the lab; `@mui/x-date-pickers/AdapterNope` never existed.",
  '',
  '```tsx version="v7"',
  "import { DataGrid, GridRowSelectionModel } from '@mui/x-data-grid';",
  '',
  "const selected: GridRowSelectionModel = [1, 2];",
  'export const Grid = () => <DataGrid rows={[]} columns={[]} rowSelectionModel={selected} />;',
  '```',
  '',
  '```tsx',
  "import { DataGrid, GridRowSelectionModel } from '@mui/x-data-grid';",
  '',
  "const selected: GridRowSelectionModel = { type: 'include', ids: new Set([1, 2]) };",
  'export const Grid = () => <DataGrid rows={[]} columns={[]} rowSelectionModel={selected} />;',
  '```',
  '',
  '```tsx version="v7"',
  "const selected: GridRowSelectionModel = { type: 'include', ids: new Set([1, 2]) };",
  "import { GridRowSelectionModel } from '@mui/x-data-grid';",
  '```',
  '',
  '```tsx version="v4"',
  "import { DataGrid } from '@mui/x-data-grid';",
  '',
  'export const Grid = () => <DataGrid rows={[]} columns={[]} pageSize={5} />;',
  '```',
  '',
  '```tsx version="v3"',
  'export {};',
  '```',
  '',
  '```bash',
  'npx @mui/x-codemod@latest v8.0.0/data-grid/preset-safe src',
  'npx @mui/x-codemod@7.23.6 v7.0.0/data-grid/no-such-codemod src',
  'npx @mui/x-codemod@7.0.0 v7.0.0/preset-safe src',
  'npx @mui/codemod@latest v5.0.0/tree-view-moved-to-x src',
  '```',
  '',
  'Or run `v8.0.0/pickers/preset-safe` alone; `v8.0.0/pickers/rename-everything` does not exist.',
  'v7 read `--DataGrid-pinnedBackground`; `--DataGrid-neverWasAVariable` it did not.',
]);

let result: CheckResult;
const failuresOf = (file: string) => result.failures.filter((f) => f.file === file);

beforeAll(() => {
  result = checkDocuments(root, [good, badCode, badProse, migration, versions]);
}, 180_000);

describe('checkDocuments', () => {
  it('passes a good page: its blocks compile and its prose claims hold', () => {
    expect(failuresOf(good.file)).toEqual([]);
  });

  it('counts the blocks it compiled and the fragments that opted out', () => {
    // good: tsx + js compiled, one fragment; bad-code: ts + js compiled.
    // versions: four blocks compiled, one with an unknown version.
    expect(result.counts).toMatchObject({ blocks: 9, optedOut: 1 });
    expect(result.counts.identifiers).toBeGreaterThanOrEqual(12);
    expect(result.counts.importPaths).toBe(8);
  });

  it('fails a code block that imports a name the package does not export, at its line', () => {
    expect(failuresOf(badCode.file)).toEqual([
      {
        file: badCode.file,
        line: 11,
        message: expect.stringMatching(/^TS2724: .*AdapterDateFnsV2.* has no exported member named 'AdapterDateFnsV2'/),
        detail: "```ts block at line 9, its line 2: import { AdapterDateFnsV2 } from '@mui/x-date-pickers/AdapterDateFnsV2';",
      },
      {
        file: badCode.file,
        line: 16,
        message: expect.stringContaining("TS2339: Property 'toUpperCase' does not exist on type '1'"),
        detail: '```js block at line 14, its line 2: count.toUpperCase();',
      },
    ]);
  });

  it('checks the props of a page outside the product folders against its components', () => {
    expect(failuresOf(migration.file).map((f) => `${f.line}: ${f.message}`)).toEqual([
      expect.stringMatching(/^7: `sortModle` is not a prop or member of DataGrid.*did you mean `sortModel`/),
    ]);
  });

  it('compiles code for an older release against it, resolves its paths and checks codemod names', () => {
    expect(failuresOf(versions.file).map((f) => `${f.line}: ${f.message}`)).toEqual([
      expect.stringMatching(/^7: `rowSpanningg` is not declared by any MUI X release.*did you mean `rowSpanning`/),
      '8: import path `@mui/x-date-pickers/AdapterNope` does not resolve from the project',
      // v8's model shape is a type error in v7: the block is compiled against v7.
      expect.stringMatching(/^25: TS2353: .*'type' does not exist in type 'readonly GridRowId\[\]'/),
      '35: code fence version="v3" is not one of v7, v6, v5, v4, lab (old-versions/)',
      '41: codemod `v7.0.0/data-grid/no-such-codemod` does not exist in @mui/x-codemod@7.23.6',
      expect.stringMatching(/^42: `@mui\/x-codemod@7.0.0` is not a version the check knows .*6.9.0, 7.23.6/),
      '46: codemod `v8.0.0/pickers/rename-everything` does not exist in the latest codemod packages',
      "47: `--DataGrid-neverWasAVariable` is not a CSS variable the installed @mui packages read, nor one this page's code sets",
    ]);
  });

  it('fails a misspelled prop, an unresolvable path, a wrong import name and a missing member', () => {
    const failures = failuresOf(badProse.file).map((f) => `${f.line}: ${f.message}`);
    expect(failures).toEqual([
      expect.stringMatching(/^7: `sortingOrdr` is not a prop or member of DataGrid, DataGridPro.*did you mean `sortingOrder`/),
      '9: import path `@mui/x-date-pickers/AdapterDateFnsV3` does not resolve from the project',
      expect.stringMatching(/^10: inline `import \{ AdapterDateFnsV2 \}.*TS2724: .* has no exported member named/),
      '12: `setLicenseKy` is not a member of `LicenseInfo` (@mui/x-license)',
      "14: `--DataGrid-cellOffsetMultiplyer` is not a CSS variable the installed @mui packages read, nor one this page's code sets",
    ]);
  });
});
