// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { NavItem } from '../navigation/types';
import { markActiveNavLink, navHtml } from './nav-html';
import { PlanBadge } from './PlanBadge';

const tree: NavItem[] = [
  {
    pathname: '/x/react-data-grid-group',
    title: 'Data Grid',
    children: [
      { pathname: '/x/react-data-grid/sorting', title: 'Sorting' },
      {
        pathname: '/x/react-data-grid/group-pivot',
        title: 'Group & pivot',
        children: [{ pathname: '/x/react-data-grid/row-grouping', title: 'Row <grouping>', plan: 'premium' }],
      },
    ],
  },
];

describe('navHtml', () => {
  it('writes the plan badge exactly as the PlanBadge component renders it', () => {
    expect(navHtml(tree)).toContain(renderToStaticMarkup(<PlanBadge plan="premium" />));
  });

  it('escapes labels and marks no page: the string is the same on every page', () => {
    const html = navHtml(tree);
    expect(html).toContain('Row &#60;grouping&#62;');
    expect(html).toContain('Group &#38; pivot');
    expect(html).not.toMatch(/aria-current|<details[^>]* open/);
  });
});

describe('markActiveNavLink', () => {
  it('marks the current page and opens the groups on the way to it, and only that page', () => {
    const nav = document.createElement('nav');
    nav.innerHTML = navHtml(tree);
    markActiveNavLink(nav, '/x/react-data-grid/row-grouping/');
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect([...current].map((a) => a.getAttribute('href'))).toEqual(['/x/react-data-grid/row-grouping/']);
    expect([...nav.querySelectorAll('details')].map((d) => d.open)).toEqual([true, true]);

    markActiveNavLink(nav, '/x/react-data-grid/sorting/');
    expect([...nav.querySelectorAll('[aria-current]')].map((a) => a.getAttribute('href'))).toEqual([
      '/x/react-data-grid/sorting/',
    ]);
  });

  it('runs as an inline script: its source uses nothing outside itself', () => {
    const nav = document.createElement('nav');
    nav.innerHTML = navHtml(tree);
    new Function('nav', `(${markActiveNavLink.toString()})(nav, "/x/react-data-grid/sorting/")`)(nav);
    expect(nav.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe(
      '/x/react-data-grid/sorting/',
    );
  });
});
