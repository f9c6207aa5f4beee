import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CodeSnippet } from './CodeSnippet';

const render = async (props: Parameters<typeof CodeSnippet>[0]) => renderToStaticMarkup(await CodeSnippet(props));

describe('CodeSnippet', () => {
  it('labels a fragment as an excerpt, beside its title, with an explanation for screen readers', async () => {
    const html = await render({ code: '<DataGrid />', language: 'tsx', title: 'Grid.tsx', fragment: true });
    expect(html).toContain(
      '<div class="code-block-title">Grid.tsx<span class="code-block-excerpt" data-pagefind-ignore="true">Excerpt<span class="visually-hidden">: part of a larger program, not complete code</span></span></div>',
    );
  });

  it('shows a title alone, and no title bar for complete code without a title', async () => {
    expect(await render({ code: 'a', language: 'ts', title: 'a.ts' })).toContain('<div class="code-block-title">a.ts</div>');
    expect(await render({ code: 'a', language: 'ts' })).not.toContain('code-block-title');
  });

  it('labels code for an older release with that release, read as "Code for MUI X v7"', async () => {
    const html = await render({ code: 'a', language: 'tsx', version: 'v7' });
    expect(html).toContain('data-version="v7"');
    expect(html).toContain(
      '<div class="code-block-title"><span class="code-block-version"><span class="visually-hidden">Code for </span>MUI X v7</span></div>',
    );
    expect(await render({ code: 'a', language: 'tsx', version: 'lab' })).toContain('</span>Material UI Lab</span>');
  });
});
