'use client';
import * as React from 'react';

/**
 * The page menu's only code in a page's first load: one click listener, which imports the
 * menu's behaviour (page-menu-actions.ts) when the reader first clicks in the menu (opening
 * it with the mouse or Enter/Space is a click) and hands it every click after that.
 */
export function PageMenuLoader() {
  React.useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const root = (event.target as Element | null)?.closest?.<HTMLElement>('[data-page-menu]');
      if (root) void import('./page-menu-actions').then((actions) => actions.onMenuClick(root, event));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
