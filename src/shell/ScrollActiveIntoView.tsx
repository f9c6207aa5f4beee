'use client';
import * as React from 'react';
import { NAV_PANEL_ID } from './nav-ids';

/**
 * Scrolls the drawer (not the page) so the active link is visible. Only the drawer's own
 * scrollTop moves: scrollIntoView would also scroll the window.
 */
export function ScrollActiveIntoView({ pathname }: { pathname: string }) {
  React.useEffect(() => {
    const panel = document.getElementById(NAV_PANEL_ID);
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
