import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from '../remark-code-title.mjs';
import { frontMatterComponents, scanMdx } from './mdx-scan';

describe('parseCodeMeta', () => {
  it('reads titles, tab labels and the fragment flag', () => {
    expect(parseCodeMeta('title="App.tsx"')).toEqual({ title: 'App.tsx', fragment: false });
    expect(parseCodeMeta('npm')).toEqual({ title: 'npm', fragment: false });
    expect(parseCodeMeta('fragment')).toEqual({ fragment: true });
    expect(parseCodeMeta('fragment title="My app.tsx"')).toEqual({ title: 'My app.tsx', fragment: true });
    expect(parseCodeMeta(null)).toEqual({ fragment: false });
  });
});

describe('scanMdx', () => {
  it('finds blocks and prose code with their lines in the file', () => {
    const source = [
      '---',
      'title: T',
      'components: [DataGrid]',
      '---',
      '',
      "import Demo1 from './demos/Demo1';",
      '',
      'Set `sortModel` here.',
      '',
      '1. A step:',
      '',
      '   ```tsx fragment',
      '   <DataGrid />',
      '   ```',
    ].join('\n');
    const scan = scanMdx('content/a/page.mdx', source);
    expect(frontMatterComponents(scan.frontMatter)).toEqual(['DataGrid']);
    expect(scan.inline).toEqual([{ value: 'sortModel', line: 8 }]);
    expect(scan.blocks).toEqual([{ lang: 'tsx', fragment: true, code: '<DataGrid />', line: 12 }]);
  });
});
