import { describe, expect, it, vi } from 'vitest';
import { DOCS_VERSION, editPageUrl, siteUrl, VERSIONS } from './config';
import { closestPages } from './shell/not-found-match';
import { needsExtraFonts } from './theme/extra-fonts-rule';

describe('versions', () => {
  it('presents 8.0.0-beta.3 as current and links v7 to v4', () => {
    expect(DOCS_VERSION).toBe('8.0.0-beta.3');
    expect(VERSIONS.filter((v) => v.current).map((v) => v.text)).toEqual(['v8.0.0-beta.3']);
    expect(VERSIONS.map((v) => v.text)).toEqual(['v8.0.0-beta.3', 'v7', 'v6', 'v5', 'v4']);
  });
});

describe('configuration', () => {
  it('builds edit links only when the repository is configured', () => {
    expect(editPageUrl('content/a/page.mdx', {})).toBeNull();
    expect(editPageUrl('content/a/page.mdx', { DOCS_REPOSITORY_URL: 'https://github.com/acme/docs/' })).toBe(
      'https://github.com/acme/docs/edit/main/content/a/page.mdx',
    );
    expect(
      editPageUrl('content/a/page.mdx', {
        DOCS_REPOSITORY_URL: 'https://github.com/acme/docs',
        DOCS_REPOSITORY_BRANCH: 'next',
      }),
    ).toBe('https://github.com/acme/docs/edit/next/content/a/page.mdx');
  });

  it('reads the production host', () => {
    expect(siteUrl({ SITE_URL: 'https://mui.com/' })).toBe('https://mui.com');
    expect(siteUrl({ PORT: '4000' })).toBe('http://localhost:4000');
  });

  it('warns, once, when a production build has no SITE_URL', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    siteUrl({ SITE_URL: 'https://mui.com', NEXT_PHASE: 'phase-production-build' });
    siteUrl({ PORT: '4000' });
    expect(warn).not.toHaveBeenCalled();
    siteUrl({ NEXT_PHASE: 'phase-production-build' });
    siteUrl({ NEXT_PHASE: 'phase-production-build' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('SITE_URL is not set');
    warn.mockRestore();
  });
});

describe('extra fonts', () => {
  it('are for paths containing onepirate only', () => {
    expect(needsExtraFonts('/templates/onepirate/')).toBe(true);
    expect(needsExtraFonts('/x/introduction/')).toBe(false);
  });
});

describe('404 suggestions', () => {
  const candidates = [
    { href: '/x/introduction/licensing/' },
    { href: '/x/introduction/installation/' },
    { href: '/x/whats-new/' },
  ];

  it('ranks the pages closest to a mistyped path first', () => {
    expect(closestPages('/x/introduction/licencing/', candidates)[0]?.href).toBe(
      '/x/introduction/licensing/',
    );
    expect(closestPages('/x/instalation/', candidates)[0]?.href).toBe('/x/introduction/installation/');
  });

  it('suggests nothing for an unrelated path', () => {
    expect(closestPages('/zzz/', candidates)).toEqual([]);
  });
});
