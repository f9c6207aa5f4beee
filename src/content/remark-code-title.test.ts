import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Code } from 'mdast';
import { describe, expect, it } from 'vitest';
import remarkCodeTitle from './remark-code-title.mjs';

const propsOf = (markdown: string) => {
  const tree = fromMarkdown(markdown);
  remarkCodeTitle()(tree);
  return (tree.children[0] as Code).data?.hProperties;
};

describe('remarkCodeTitle', () => {
  it('passes titles, tab labels and the fragment flag to the rendered code element', () => {
    expect(propsOf('```tsx title="App.tsx"\nx\n```')).toEqual({ 'data-title': 'App.tsx' });
    expect(propsOf('```bash npm\nx\n```')).toEqual({ 'data-title': 'npm' });
    expect(propsOf('```tsx fragment\nx\n```')).toEqual({ 'data-fragment': 'true' });
    expect(propsOf('```tsx fragment title="App.tsx"\nx\n```')).toEqual({ 'data-title': 'App.tsx', 'data-fragment': 'true' });
    expect(propsOf('```tsx\nx\n```')).toBeUndefined();
  });

  it('passes the version of code written for an older release, apart from the title', () => {
    expect(propsOf('```tsx version="v7"\nx\n```')).toEqual({ 'data-version': 'v7' });
    expect(propsOf('```tsx fragment version="v6" title="App.tsx"\nx\n```')).toEqual({
      'data-title': 'App.tsx',
      'data-fragment': 'true',
      'data-version': 'v6',
    });
  });

  it('fails on a version that old-versions/ does not install, naming the file and line', () => {
    const tree = fromMarkdown('text\n\n```tsx version="v3"\nx\n```');
    expect(() => remarkCodeTitle()(tree, { path: 'content/a/page.mdx' })).toThrow(
      'content/a/page.mdx:3: code fence version="v3" is not one of v7, v6, v5, v4, lab',
    );
  });
});
