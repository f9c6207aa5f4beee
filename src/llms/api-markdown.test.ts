import { describe, expect, it } from 'vitest';
import type { ApiPageData } from '../api/types';
import { apiMarkdown, richBlocks, richInline } from './api-markdown';

const page: ApiPageData = {
  kind: 'component',
  product: 'data-grid',
  name: 'DataGridPro',
  exportName: 'DataGridPro',
  slug: 'data-grid-pro',
  plan: 'pro',
  source: { package: '@mui/x-data-grid-pro', version: '8.0.0-beta.3' },
  description: [{ t: 'p', c: ['A grid with ', { t: 'strong', c: ['more'] }, '.'] }],
  imports: [{ code: "import { DataGridPro } from '@mui/x-data-grid-pro';", plan: 'pro' }],
  members: [
    {
      name: 'columns',
      type: 'readonly GridColDef<R>[]',
      required: true,
      description: ['Set of columns of type ', { t: 'code', v: 'GridColDef[]' }, '.'],
    },
    {
      name: 'density',
      type: "'comfortable'\n| 'compact'\n| 'standard'",
      default: '"standard"',
      required: false,
      description: ['Row ', { t: 'a', href: '/x/react-data-grid/accessibility/#density', c: ['density'] }],
    },
    {
      name: 'treeData',
      type: 'boolean',
      required: false,
      plan: 'premium',
      description: [],
      deprecated: ['Use ', { t: 'code', v: 'rowGrouping' }, '.'],
    },
    {
      name: 'margin',
      type: "'dense' | 'none'",
      required: false,
      description: ['Margin.'],
      inheritedFrom: 'TextFieldProps',
    },
  ],
  slots: [{ name: 'toolbar', default: 'GridToolbar', description: ['The toolbar.'] }],
  classes: [{ key: 'root', className: 'MuiDataGrid-root', description: ['Root element.'] }],
  inheritance: { ref: 'HTMLDivElement', sources: [] },
  types: [
    {
      name: 'GridColDef',
      text: 'type GridColDef = { field: string }',
      href: '/x/api/data-grid/grid-col-def/',
    },
  ],
  usedIn: [{ pathname: '/x/react-data-grid/sorting', title: 'Sorting' }],
};

describe('apiMarkdown', () => {
  const markdown = apiMarkdown(page);

  it('starts with the title, the description, the plan and the imports', () => {
    expect(markdown).toMatch(
      /^# DataGridPro API\n\nThe props, slots and CSS classes of the DataGridPro component, read from @mui\/x-data-grid-pro 8\.0\.0-beta\.3\.\n\nThis component needs the Pro plan\.\n\nA grid with \*\*more\*\*\.\n\n## Import\n\n```tsx\nimport \{ DataGridPro \} from '@mui\/x-data-grid-pro';\n```\n/,
    );
  });

  it('gives each prop a table row with its type, default and description', () => {
    expect(markdown).toContain(
      '## Props\n\n| Name | Type | Default | Description |\n| --- | --- | --- | --- |\n',
    );
    expect(markdown).toContain(
      '| `columns` (required) | `readonly GridColDef<R>[]` |  | Set of columns of type `GridColDef[]`. |',
    );
    // A type laid out on several lines stays on its row, its union bars escaped.
    expect(markdown).toContain(
      "| `density` | `'comfortable' \\| 'compact' \\| 'standard'` | `\"standard\"` | Row [density](/x/react-data-grid/accessibility/#density) |",
    );
    expect(markdown).toContain(
      '| `treeData` (Premium plan, deprecated) | `boolean` |  | **Deprecated.** Use `rowGrouping`. |',
    );
  });

  it('lists inherited props apart, and the root element, slots, classes, guides and types', () => {
    expect(markdown).toMatch(
      /### Inherited props\n\n[^#]*\| `margin` \| `'dense' \\\| 'none'` \|  \| Margin\. From `TextFieldProps`/,
    );
    expect(markdown).not.toMatch(/## Props[^#]*`margin`/);
    expect(markdown).toContain('- The `ref` is forwarded to the root element, a `HTMLDivElement`.');
    expect(markdown).toContain('| `toolbar` | `GridToolbar` | The toolbar. |');
    expect(markdown).toContain('| `.MuiDataGrid-root` | `root` | Root element. |');
    expect(markdown).toContain('## Used in the guides\n\n- [Sorting](/x/react-data-grid/sorting/)');
    expect(markdown).toContain(
      '### `GridColDef`\n\n```ts\ntype GridColDef = { field: string }\n```\n\n[GridColDef API](/x/api/data-grid/grid-col-def/)',
    );
  });

  it('leaves out the sections a page does not have', () => {
    const bare = apiMarkdown({
      ...page,
      kind: 'interface',
      plan: undefined,
      members: [],
      slots: [],
      classes: [],
      inheritance: undefined,
      types: [],
      usedIn: [],
      description: [],
    });
    expect(bare).not.toMatch(/## (Props|Properties|Slots|CSS classes|Types|Used in|Root element)/);
    expect(bare).not.toContain('plan');
  });

  it('notes a package documented at another version', () => {
    const other = apiMarkdown({ ...page, source: { package: '@mui/x-charts-pro', version: '8.0.0' } });
    expect(other).toMatch(/> @mui\/x-charts-pro 8\.0\.0 is documented here instead of 8\.0\.0-beta\.3/);
  });
});

describe('rich text', () => {
  it('keeps paragraphs, lists and code blocks as blocks, and runs them on inline', () => {
    const nodes = [
      { t: 'p' as const, c: ['First.'] },
      {
        t: 'ul' as const,
        c: [
          { t: 'li' as const, c: ['one'] },
          { t: 'li' as const, c: ['two'] },
        ],
      },
      { t: 'pre' as const, v: 'const a = `b`;\n' },
    ];
    expect(richBlocks(nodes)).toBe('First.\n\n- one\n- two\n\n```\nconst a = `b`;\n```');
    expect(richInline(nodes)).toBe('First. - one - two `` const a = `b`; ``');
  });
});
