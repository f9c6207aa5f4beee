// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { demoLocation } from '../demo/build/prepare-demos';
import { atomFeed } from './feed';
import type { BlogPost } from './posts';
import { readingMinutes, readPostSource, sortPosts } from './source';

const post = (front: string, body = '## First part\n\nSome words.\n') => `---\n${front}\n---\n${body}`;
const GOOD = 'title: Hello\ndescription: A post.\ndate: 2026-11-02\nauthors: [docs-team]\ntags: [data-grid]';

describe('readPostSource', () => {
  it('reads the slug, the front matter, the headings and the reading time', () => {
    const source = readPostSource('blog/hello-world/post.mdx', post(GOOD));
    expect(source.slug).toBe('hello-world');
    expect(source.frontMatter).toMatchObject({ title: 'Hello', date: '2026-11-02', tags: ['data-grid'] });
    expect(source.headings).toEqual([{ depth: 2, text: 'First part', id: 'first-part' }]);
    expect(source.readingMinutes).toBe(1);
  });

  it.each([
    ['an unknown tag', GOOD.replace('[data-grid]', '[react]'), /tags/],
    ['an unknown author', GOOD.replace('docs-team', 'someone'), /authors/],
    ['a date that is not a day', GOOD.replace('2026-11-02', '2026-02-30'), /calendar date/],
    ['a date in another format', GOOD.replace('2026-11-02', '02/11/2026'), /YYYY-MM-DD/],
    ['a misspelt key', `${GOOD}\ntgas: [x]`, /tgas/],
    ['a missing description', GOOD.replace('description: A post.\n', ''), /description/],
  ])('rejects %s, naming the file', (_, front, field) => {
    expect(() => readPostSource('blog/x/post.mdx', post(front))).toThrow(/blog\/x\/post\.mdx/);
    expect(() => readPostSource('blog/x/post.mdx', post(front))).toThrow(field);
  });

  it('rejects a file outside blog/<slug>/post.mdx and a post without front matter', () => {
    expect(() => readPostSource('blog/Hello/post.mdx', post(GOOD))).toThrow(/kebab-case/);
    expect(() => readPostSource('blog/a/post.mdx', '# Title')).toThrow(/Missing front matter in blog\/a/);
  });

  it('rejects two headings with the same anchor', () => {
    expect(() => readPostSource('blog/a/post.mdx', post(GOOD, '## Setup\n\n## Setup\n'))).toThrow(/blog\/a/);
  });
});

describe('readingMinutes', () => {
  it('counts prose at 230 words a minute and code lines at 10, and ignores imports and JSX', () => {
    const prose = Array.from({ length: 690 }, () => 'word').join(' ');
    expect(readingMinutes(prose)).toBe(3);
    const code = ['```ts', ...Array.from({ length: 20 }, (_, i) => `const a${i} = ${i};`), '```'].join('\n');
    expect(readingMinutes(`${prose}\n${code}`)).toBe(5);
    expect(readingMinutes("import X from './demos/X';\n<Demo of={X} height={300} />")).toBe(1);
  });
});

describe('sortPosts', () => {
  it('puts the newest first and breaks ties by title', () => {
    const make = (title: string, date: string) => ({ frontMatter: { title, date } });
    const sorted = sortPosts([make('B', '2026-10-01'), make('A', '2026-11-01'), make('A', '2026-10-01')]);
    expect(sorted.map((p) => `${p.frontMatter.date} ${p.frontMatter.title}`)).toEqual([
      '2026-11-01 A',
      '2026-10-01 A',
      '2026-10-01 B',
    ]);
  });
});

describe('atomFeed', () => {
  const entry = (slug: string, date: string, title: string) =>
    ({
      slug,
      url: `/blog/${slug}/`,
      date,
      title,
      description: 'Rows & <columns>',
      authors: ['Docs'],
      tags: ['data-grid'],
    }) as unknown as BlogPost;

  it('is well-formed Atom with one escaped entry per post', () => {
    const xml = atomFeed(
      [entry('b', '2026-11-02', 'B "quoted"'), entry('a', '2026-10-01', 'A')],
      'https://x.dev',
      () => 'Data Grid',
    );
    const parsed = new DOMParser().parseFromString(xml, 'application/xml');
    expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(parsed.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const entries = parsed.getElementsByTagName('entry');
    expect(entries).toHaveLength(2);
    expect(entries[0]!.getElementsByTagName('title')[0]!.textContent).toBe('B "quoted"');
    expect(entries[0]!.getElementsByTagName('summary')[0]!.textContent).toBe('Rows & <columns>');
    expect(parsed.getElementsByTagName('updated')[0]!.textContent).toBe('2026-11-02T00:00:00Z');
  });
});

describe('demoLocation', () => {
  it('maps each demo folder to its id folder and the page that shows it', () => {
    expect(demoLocation('content/react-data-grid/sorting/demos/BasicSorting.tsx')).toEqual({
      folder: 'react-data-grid/sorting',
      page: '/x/react-data-grid/sorting',
    });
    expect(demoLocation('blog/fast-grids/demos/Rows.tsx')).toEqual({
      folder: 'blog/fast-grids',
      page: '/blog/fast-grids',
    });
    expect(demoLocation('templates/dashboard/demos/Dashboard.tsx')).toEqual({
      folder: 'templates/dashboard',
      page: '/templates',
    });
    expect(demoLocation('marketing/home/demos/GridCard.tsx')).toEqual({ folder: 'marketing/home', page: '' });
    expect(() => demoLocation('src/demos/X.tsx')).toThrow(/outside the demo folders/);
  });
});
