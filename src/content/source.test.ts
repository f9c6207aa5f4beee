import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractHeadings, headingId, plainText } from './headings';
import { pathnameForFile, readPageSource } from './source';

describe('headings', () => {
  it('extracts h2 and h3 outside code fences with GitHub-style ids', () => {
    const source = ['## Install the `@mui/x-license` package', '```bash', '## not a heading', '```', '### Why [keys](/x/) matter', '#### too deep'].join('\n');
    expect(extractHeadings(source)).toEqual([
      { depth: 2, text: 'Install the @mui/x-license package', id: 'install-the-muix-license-package' },
      { depth: 3, text: 'Why keys matter', id: 'why-keys-matter' },
    ]);
  });

  it('rejects two headings with the same id, h4 included (it has an anchor, not a contents entry)', () => {
    expect(() => extractHeadings('## Setup\n\n## Setup', 'content/a/page.mdx')).toThrow('Duplicate heading id "setup" in content/a/page.mdx');
    expect(() => extractHeadings('### Pro plan\n\n#### Pro plan', 'content/a/page.mdx')).toThrow('Duplicate heading id "pro-plan"');
  });

  it('reads a plan badge in a heading as the heading\'s plan, not as text', () => {
    expect(extractHeadings('## Multi-column sorting <Pro />\n\n### Cell ranges <Premium/>\n\n## Basics')).toEqual([
      { depth: 2, text: 'Multi-column sorting', id: 'multi-column-sorting', plan: 'pro' },
      { depth: 3, text: 'Cell ranges', id: 'cell-ranges', plan: 'premium' },
      { depth: 2, text: 'Basics', id: 'basics' },
    ]);
  });

  it('reduces inline Markdown to text', () => {
    expect(plainText('**Bold** and `code` and [link](/x/)')).toBe('Bold and code and link');
    expect(headingId("What's new in MUI X")).toBe('whats-new-in-mui-x');
  });
});

describe('readPageSource', () => {
  it('maps the folder to the URL', () => {
    expect(pathnameForFile('content/introduction/licensing/page.mdx')).toBe('/x/introduction/licensing');
    expect(() => pathnameForFile('content/page.md')).toThrow('Not a content page');
  });

  it('names the file when front matter is missing, unreadable or invalid', () => {
    expect(() => readPageSource('content/a/page.mdx', '# Hi')).toThrow('Missing front matter in content/a/page.mdx');
    expect(() => readPageSource('content/a/page.mdx', '---\ntitle: [\n---\n')).toThrow('Unreadable front matter in content/a/page.mdx');
    expect(() => readPageSource('content/a/page.mdx', '---\ntitle: A\n---\n')).toThrow(/Invalid front matter in content\/a\/page.mdx[\s\S]*description/);
    expect(() => readPageSource('content/a/page.mdx', '---\ntitle: A\ndescription: B\nplan: gold\n---\n')).toThrow(/plan/);
    expect(() => readPageSource('content/a/page.mdx', '---\ntitle: A\ndescription: B\ntitel: C\n---\n')).toThrow(/titel/);
  });

  it('reads every page of the site without error', () => {
    const root = process.cwd();
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(join(dir, entry.name));
        else if (entry.name === 'page.mdx') files.push(relative(root, join(dir, entry.name)));
      }
    };
    walk(join(root, 'content'));
    expect(files.length).toBeGreaterThanOrEqual(8);
    for (const file of files) {
      const page = readPageSource(file, readFileSync(join(root, file), 'utf8'));
      expect(page.frontMatter.title, file).toBeTruthy();
      expect(page.headings.length, file).toBeGreaterThan(0);
    }
  });
});
