import { describe, expect, it } from 'vitest';
import type { ApiPageData } from '../../api/types';
import { apiRecords, guideRecords, holders, productName, splitIdentifier } from './records';

const page = {
  pathname: '/x/react-data-grid/sorting',
  file: 'content/react-data-grid/sorting/page.mdx',
  frontMatter: { title: 'Sorting', description: 'Sort rows.' },
  headings: [{ depth: 2 as const, id: 'sort-model', text: 'Sort model' }],
};

describe('guideRecords', () => {
  const html =
    '<html><body><nav>drawer</nav><article class="a" data-pagefind-body="true"><h1>Sorting</h1><p>Intro</p>' +
    '<h2 id="sort-model">Sort model<a class="anchor" data-pagefind-ignore>#</a></h2><p>Model text</p></article><footer>f</footer></body></html>';

  it('indexes only the article, as an opening and one record per h2 section', () => {
    const records = guideRecords(page, html);
    expect(records.map((r) => r.url)).toEqual([
      '/x/react-data-grid/sorting/',
      '/x/react-data-grid/sorting/#sort-model',
    ]);
    expect(records[0]!.html).toContain('<h1 data-pagefind-weight="10">Sorting</h1><p>Intro</p>');
    expect(records[0]!.html).not.toContain('drawer');
    expect(records[1]!.html).toContain('data-pagefind-meta="section:Sort model"');
    expect(records[1]!.html).toContain('data-pagefind-meta="product:Data Grid"');
    expect(records.join('')).not.toContain('footer');
  });

  it('carries the filters the dialog narrows by: product, kind and level', () => {
    const [opening, section] = guideRecords(page, html);
    expect(opening!.html).toContain('data-pagefind-filter="product:data-grid"');
    expect(opening!.html).toContain('data-pagefind-filter="kind:guide"');
    expect(opening!.html).toContain('data-pagefind-filter="level:page"');
    expect(section!.html).toContain('data-pagefind-filter="level:part"');
    const post = guideRecords({ ...page, pathname: '/blog/upgrading' }, html, 'Blog');
    expect(post[0]!.html).toContain('data-pagefind-filter="product:suite"');
    expect(post[0]!.html).toContain('data-pagefind-filter="kind:blog"');
  });

  it('fails, naming the page, when the HTML has nothing to index', () => {
    expect(() => guideRecords(page, '<html><body>no article</body></html>')).toThrow(
      /\/x\/react-data-grid\/sorting/,
    );
  });
});

describe('apiRecords', () => {
  const api = {
    kind: 'component',
    product: 'date-pickers',
    name: 'DateRangePicker',
    exportName: 'DateRangePicker',
    slug: 'date-range-picker',
    plan: 'pro',
    source: { package: '@mui/x-date-pickers-pro', version: '8.0.0-beta.3' },
    description: [],
    imports: [{ code: "import { DateRangePicker } from '@mui/x-date-pickers-pro';" }],
    members: [
      { name: 'calendars', type: '1 | 2 | 3', required: false, description: ['The number of calendars.'] },
    ],
    slots: [],
    classes: [],
    usedIn: [],
  } as ApiPageData;

  it('gives the page and each prop a record of its own, with the name split into words', () => {
    const records = apiRecords(api);
    expect(records.map((r) => r.url)).toEqual([
      '/x/api/date-pickers/date-range-picker/',
      '/x/api/date-pickers/date-range-picker/#prop-calendars',
    ]);
    expect(records[0]!.html).toContain('Date Range Picker');
    expect(records[1]!.html).toContain('data-pagefind-meta="page:DateRangePicker"');
    expect(records[1]!.html).toContain('data-pagefind-meta="plan:pro"');
    // An API page and a prop are told apart by the kind filter.
    expect(records[0]!.html).toContain('data-pagefind-filter="kind:api"');
    expect(records[1]!.html).toContain('data-pagefind-filter="kind:member"');
    expect(records[1]!.html).toContain('data-pagefind-filter="product:date-pickers"');
  });

  it('escapes text taken from the packages', () => {
    const records = apiRecords({ ...api, members: [{ ...api.members[0]!, type: '<T>() => "x"' }] });
    expect(records[1]!.html).toContain('&lt;T&gt;() =&gt; &quot;x&quot;');
  });
});

describe('holders', () => {
  it('lists the members whose type holds an interface, plan variants included', () => {
    const page = (name: string, kind: 'component' | 'interface', members: [string, string][]) =>
      ({
        name,
        kind,
        members: members.map(([n, type]) => ({ name: n, type, description: [] })),
      }) as unknown as ApiPageData;
    const held = holders([
      page('GridApi', 'interface', [['getRow', '(id) => Row']]),
      page('DataGrid', 'component', [
        ['apiRef', 'RefObject<GridApiCommunity | null>'],
        ['rows', 'GridRowsProp'],
      ]),
      page('GridApiHelper', 'component', [['other', 'GridApiCommunityish']]),
    ]);
    expect(held.get('GridApi')).toEqual(['apiRef']);
    const gridApi = {
      ...page('GridApi', 'interface', []),
      product: 'data-grid',
      slug: 'grid-api',
      description: [],
      imports: [],
      usedIn: [],
    } as ApiPageData;
    const records = apiRecords(gridApi, ['apiRef']);
    expect(records[0]!.html).toContain('Passed as apiRef.');
    expect(records[0]!.html).toContain('data-pagefind-meta="heldBy:apiRef"');
  });
});

describe('helpers', () => {
  it('names products and splits identifiers', () => {
    expect(productName('/x/api/charts/bar-chart/')).toBe('Charts');
    expect(productName('/x/introduction/licensing')).toBe('MUI X');
    expect(splitIdentifier('DateRangePicker')).toBe('Date Range Picker');
  });
});
