import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Parser } from 'acorn';
import jsx from 'acorn-jsx';
import { describe, expect, it } from 'vitest';
import demoIndex from '../../../generated/demo-index.json';
import { sandboxFiles, stackBlitzFields, withSiteOrigin } from '../sandbox';
import type { DemoCode } from '../types';
import { analyzeDemo, demoPlan, packageOf } from './analyze';
import { demoDependencies, pageModuleFiles, previews } from './prepare-demos';
import { toJavaScript } from './to-js';

const JsParser = Parser.extend(jsx());
const parseJs = (code: string) => JsParser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' });

const SAMPLE = `import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Row {
  id: number;
  city: string;
}

const rows: Row[] = [{ id: 1, city: 'Lyon' }];
const columns: GridColDef<Row>[] = [{ field: 'city', width: 120 }];

export default function CityGrid() {
  const [count, setCount] = React.useState<number>(0);
  return (
    <Box sx={{ height: 300 }} onClick={() => setCount((c) => c + 1)}>
      <DataGridPro<Row> rows={rows} columns={columns} />
    </Box>
  );
}
`;

describe('analyzeDemo', () => {
  it('lists package imports and the returned JSX as preview', () => {
    const { imports, preview } = analyzeDemo(SAMPLE, 'content/x/demos/CityGrid.tsx');
    expect(imports).toEqual(['react', '@mui/material/Box', '@mui/x-data-grid-pro']);
    expect(preview?.split('\n')[0]).toBe('<Box sx={{ height: 300 }} onClick={() => setCount((c) => c + 1)}>');
    expect(preview?.split('\n').at(-1)).toBe('</Box>');
  });

  it('leaves type-only imports out of what the live editor loads', () => {
    const source = `import type { SvgIconProps } from '@mui/icons-material';\nimport * as React from 'react';\nexport default function A(props: SvgIconProps) {\n  return <span>{React.version}</span>;\n}\n`;
    const { imports, runtimeImports } = analyzeDemo(source, 'content/x/demos/A.tsx');
    expect(imports).toEqual(['@mui/icons-material', 'react']);
    expect(runtimeImports).toEqual(['react']);
  });

  it('names the file when the default export does not match it', () => {
    expect(() => analyzeDemo(SAMPLE, 'content/x/demos/Other.tsx')).toThrow(
      'Demo content/x/demos/Other.tsx must `export default function Other()`',
    );
  });

  it('refuses relative imports, which could not run in a sandbox', () => {
    const source = `import data from './data';\nexport default function A() { return null; }`;
    expect(() => analyzeDemo(source, 'content/x/demos/A.tsx')).toThrow('imports "./data"');
  });

  it('derives the plan and the package of a specifier', () => {
    expect(demoPlan(['@mui/x-data-grid-pro'])).toBe('pro');
    expect(demoPlan(['@mui/x-data-grid-premium', '@mui/x-data-grid-pro'])).toBe('premium');
    expect(demoPlan(['@mui/x-charts/BarChart'])).toBeUndefined();
    expect(packageOf('@mui/x-date-pickers/AdapterDayjs')).toBe('@mui/x-date-pickers');
    expect(packageOf('dayjs/plugin/utc')).toBe('dayjs');
  });
});

describe('previews', () => {
  it('sends the JavaScript preview only when it differs from the TypeScript one', async () => {
    const same = '<Button onClick={() => setOpen(true)}>Open</Button>';
    expect(await previews(same, same)).toEqual({ ts: expect.stringContaining('Open') });
    const typed = await previews(
      '<Select onChange={(event: SelectChangeEvent) => setAge(event.target.value)} />',
      '<Select onChange={(event) => setAge(event.target.value)} />',
    );
    expect(typed?.ts).toContain('SelectChangeEvent');
    expect(typed?.js).not.toContain('SelectChangeEvent');
  });

  it('leaves the JavaScript preview out of most demos of the build', () => {
    const descriptors = readdirSync('generated/demos', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.client.tsx'))
      .map((file) => readFileSync(join('generated/demos', file), 'utf8'))
      .filter((source) => source.includes('"preview": {'));
    const withJs = descriptors.filter((source) =>
      /"preview": \{\s*"ts": "(?:[^"\\]|\\.)*",\s*"js"/.test(source),
    );
    expect(descriptors.length).toBeGreaterThan(100);
    // Only demos whose returned JSX has types differ (measured: about a third).
    expect(withJs.length).toBeLessThan(descriptors.length / 2);
    expect(withJs.length).toBeGreaterThan(0);
  });
});

describe('toJavaScript', () => {
  it('removes every type and keeps the code readable', async () => {
    const js = await toJavaScript(SAMPLE, 'content/x/demos/CityGrid.tsx');
    expect(() => parseJs(js)).not.toThrow();
    expect(js).not.toMatch(/interface |GridColDef|<Row>|: Row|<number>/);
    expect(js).toContain("import { DataGridPro } from '@mui/x-data-grid-pro';");
    // Blank lines between statements survive, as in hand-written code.
    expect(js).toMatch(/\n\nexport default function CityGrid\(\) \{\n/);
  });

  it.each(demoIndex.map((demo) => [demo.file]))('turns %s into plain JavaScript', async (file) => {
    const source = readFileSync(join(process.cwd(), file), 'utf8');
    const js = await toJavaScript(source, file);
    expect(() => parseJs(js)).not.toThrow();
  });
});

describe('sandbox export', () => {
  const pinned = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')).dependencies;

  it('pins a pro demo to the exact 8.0.0-beta.3 pro package and its peers', async () => {
    const dependencies = demoDependencies(
      ['react', '@mui/material/Box', '@mui/x-data-grid-pro'],
      pinned,
      'CityGrid.tsx',
    );
    expect(dependencies['@mui/x-data-grid-pro']).toBe('8.0.0-beta.3');
    expect(Object.keys(dependencies)).toEqual(
      expect.arrayContaining(['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled']),
    );
    const code: DemoCode = {
      id: 'x/CityGrid',
      name: 'CityGrid',
      ts: { code: SAMPLE, html: '' },
      js: { code: await toJavaScript(SAMPLE, 'CityGrid.tsx'), html: '' },
      dependencies,
    };
    const ts = sandboxFiles(code, 'TS');
    expect(JSON.parse(ts['package.json']!).dependencies['@mui/x-data-grid-pro']).toBe('8.0.0-beta.3');
    expect(ts['src/CityGrid.tsx']).toBe(SAMPLE);
    expect(ts['src/main.tsx']).toContain("import CityGrid from './CityGrid';");
    const js = sandboxFiles(code, 'JS');
    expect(Object.keys(js)).toEqual(
      expect.arrayContaining(['src/CityGrid.jsx', 'src/main.jsx', 'index.html']),
    );
    expect(js['tsconfig.json']).toBeUndefined();
    expect(() => parseJs(js['src/main.jsx']!)).not.toThrow();
    expect(stackBlitzFields(code, 'JS')['project[files][src/CityGrid.jsx]']).toBe(code.js.code);
  });

  it('points a demo that calls the demo data API at the site it came from', () => {
    const source =
      "fetch(`/api/demo-data/employees/?page=${page}`);\nfetch('/api/demo-data/');\nfetch('/api/feedback/');";
    expect(withSiteOrigin(source, 'https://docs.example')).toBe(
      "fetch(`https://docs.example/api/demo-data/employees/?page=${page}`);\nfetch('https://docs.example/api/demo-data/');\nfetch('/api/feedback/');",
    );
    expect(withSiteOrigin(source, '')).toBe(source);
  });

  it('refuses a package the site does not depend on', () => {
    expect(() => demoDependencies(['left-pad'], pinned, 'A.tsx')).toThrow('Demo A.tsx imports left-pad');
  });
});

describe('page demo modules', () => {
  it('re-exports each browser-only demo of a page from one module, with a declaration', () => {
    const { js, dts } = pageModuleFiles([
      { name: 'BasicSorting', file: 'content/react-data-grid/sorting/demos/BasicSorting.tsx' },
      { name: 'SortingApi', file: 'content/react-data-grid/sorting/demos/SortingApi.tsx' },
    ]);
    expect(js).toContain(
      'export { default as BasicSorting } from "@/content/react-data-grid/sorting/demos/BasicSorting";',
    );
    expect(() => parseJs(js)).not.toThrow();
    expect(dts).toContain('export declare const SortingApi: ComponentType;');
    // The theme the frame wraps the demos in, in the same chunk group as they are.
    expect(js).toContain('export { MuiTheme as _PageTheme } from "@/src/theme/MuiTheme";');
    expect(dts).toContain('export declare const _PageTheme: typeof MuiTheme;');
  });

  it('refuses a demo named like the theme export, naming its file', () => {
    expect(() => pageModuleFiles([{ name: '_PageTheme', file: 'content/x/demos/_PageTheme.tsx' }])).toThrow(
      'Demo content/x/demos/_PageTheme.tsx',
    );
  });

  it('loads every browser-only demo through its page module (generated by prebuild)', () => {
    for (const demo of demoIndex.filter((d) => !d.serverRendered)) {
      const folder = join('generated/demos', demo.id, '..');
      const pageModule = readFileSync(join(folder, '_page-demos.js'), 'utf8');
      expect(pageModule).toContain(
        `export { default as ${demo.name} } from "@/${demo.file.replace(/\.tsx$/, '')}";`,
      );
      const runtimeFile = readdirSync(folder).find(
        (f) => f.startsWith(`${demo.name}.client.`) && !f.endsWith('.d.ts'),
      );
      const runtime = readFileSync(join(folder, runtimeFile!), 'utf8');
      expect(runtime).toContain(
        `import('./_page-demos').then((page) => ({ default: page.${demo.name}, Theme: page._PageTheme }))`,
      );
      expect(pageModule).toContain('export { MuiTheme as _PageTheme } from "@/src/theme/MuiTheme";');
    }
  });
});
