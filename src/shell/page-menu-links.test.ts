import { describe, expect, it } from 'vitest';
import { pageMenuLinks } from './page-menu-links';

const guide = { markdown: '/markdown/x/a/sorting.md', markdownJs: '/markdown/x/a/sorting.js.md' };

describe('pageMenuLinks', () => {
  it('asks the AI tools to read the absolute Markdown address', () => {
    const links = pageMenuLinks(guide, 'https://mui.com/', 'TS');
    expect(links.markdown).toBe('/markdown/x/a/sorting.md');
    const chatgpt = new URL(links.chatgpt);
    expect(`${chatgpt.origin}${chatgpt.pathname}`).toBe('https://chatgpt.com/');
    expect(chatgpt.searchParams.get('q')).toBe(
      'Read https://mui.com/markdown/x/a/sorting.md and answer my questions about this MUI X documentation page.',
    );
    const claude = new URL(links.claude);
    expect(`${claude.origin}${claude.pathname}`).toBe('https://claude.ai/new');
    expect(claude.searchParams.get('q')).toContain('https://mui.com/markdown/x/a/sorting.md ');
  });

  it('points at the JavaScript twin for a reader of JavaScript, when the page has one', () => {
    expect(pageMenuLinks(guide, 'http://h', 'JS').markdown).toBe('/markdown/x/a/sorting.js.md');
    expect(new URL(pageMenuLinks(guide, 'http://h', 'JS').claude).searchParams.get('q')).toContain(
      'http://h/markdown/x/a/sorting.js.md',
    );
    expect(pageMenuLinks({ markdown: '/markdown/x/api/b.md' }, 'http://h', 'JS').markdown).toBe(
      '/markdown/x/api/b.md',
    );
  });
});
