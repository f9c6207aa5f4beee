'use client';
import * as React from 'react';
import { markActiveNavLink } from './nav-html';
import { NAV_PANEL_ID } from './nav-ids';

/**
 * After each page change, marks the drawer's link to the current page (the drawer's HTML is the
 * same on every page: NavTree) and scrolls the drawer, not the page, so that link is visible.
 * Only the drawer's own scrollTop moves: scrollIntoView would also scroll the window.
 */
export function ActiveNavLink({ pathname }: { pathname: string }) {
  React.useEffect(() => {
    const panel = document.getElementById(NAV_PANEL_ID);
    markActiveNavLink(panel?.querySelector('nav[data-client-nav]') ?? null, `${pathname}/`);
    const active = panel?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!panel || !active) return;
    const panelBox = panel.getBoundingClientRect();
    const box = active.getBoundingClientRect();
    if (box.top < panelBox.top || box.bottom > panelBox.bottom) {
      panel.scrollTop += box.top - panelBox.top - panelBox.height / 3;
    }
  }, [pathname]);
  return null;
}
