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
});
