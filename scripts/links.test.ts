import { describe, expect, it } from 'vitest';
import { anchorHrefs, elementIds, h1Count, internalUrl } from './links';
import { scriptUrls } from './page-weight';

const html = `<html><head><script src="/_next/a.js" async=""></script><script src="/_next/poly.js" noModule=""></script>
<link rel="preload" as="script" href="/_next/b.js"/><link rel="stylesheet" href="/_next/c.css"/></head>
<body><h1 id="top">T</h1><h2 id="a&amp;b">x</h2><a href="/x/one/">1</a><a class="k" href="#a&amp;b">2</a>
<a href="https://github.com/mui/mui-x">3</a><a href="mailto:a@b.c">4</a></body></html>`;

describe('link checker parsing', () => {
  it('finds anchors, ids and h1s', () => {
    expect(anchorHrefs(html)).toEqual(['/x/one/', '#a&b', 'https://github.com/mui/mui-x', 'mailto:a@b.c']);
    expect(elementIds(html)).toEqual(new Set(['top', 'a&b']));
    expect(h1Count(html)).toBe(1);
    expect(h1Count('<h1>a</h1><h1 class="x">b</h1><h10>')).toBe(2);
  });

  it('keeps internal links only', () => {
    const page = new URL('http://localhost:3000/x/introduction/');
    expect(internalUrl('/x/one/', page)?.pathname).toBe('/x/one/');
    expect(internalUrl('licensing/', page)?.pathname).toBe('/x/introduction/licensing/');
    expect(internalUrl('https://github.com/', page)).toBeNull();
    expect(internalUrl('mailto:a@b.c', page)).toBeNull();
  });
});

describe('page weight', () => {
  it('counts scripts and script preloads, not the noModule polyfill or stylesheets', () => {
    expect(scriptUrls(html)).toEqual(['/_next/a.js', '/_next/b.js']);
  });
});
