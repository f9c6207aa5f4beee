'use client';
import * as React from 'react';
import { usePathname } from 'next/navigation';
import { takeFocusRequest } from './navigation-focus';
import styles from './progress.module.css';

/** Whether a click on this anchor starts a client-side navigation to another page. */
function isPageNavigation(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname;
}

/**
 * A thin bar at the top of the window while the next page loads. It starts on a click on an
 * internal link (or on back/forward) and completes when the pathname changes.
 */
export function ProgressBar() {
  const pathname = usePathname();
  const [state, setState] = React.useState<'idle' | 'loading' | 'done'>('idle');

  React.useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (anchor instanceof HTMLAnchorElement && isPageNavigation(event, anchor)) setState('loading');
    };
    const onPop = () => setState('loading');
    // Capture phase: Next's Link cancels the native navigation (preventDefault) before a
    // bubbling listener would see the click.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPop);
    };
  }, []);

  // The new page has rendered once the pathname changes: complete the bar.
  const [settledPath, setSettledPath] = React.useState(pathname);
  if (settledPath !== pathname) {
    setSettledPath(pathname);
    if (state === 'loading') setState('done');
  }

  // A client-side navigation replaces the element that had focus (the search result, a drawer
  // link): focus would fall to <body>, and a keyboard or screen reader user would start over
  // from the top of the document. Move it to where the new page starts for the reader; focus
  // that is still on a live element stays.
  const firstPath = React.useRef(pathname);
  React.useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    const requested = takeFocusRequest();
    const active = document.activeElement;
    if (!requested && active && active !== document.body && active.isConnected) return;
    // The anchor the link points at (an API prop), else the page's h1, else its main region.
    const main = document.getElementById('main-content');
    const hash = decodeURIComponent(window.location.hash.slice(1));
    const target = (hash && document.getElementById(hash)) || main?.querySelector('h1') || main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);

  React.useEffect(() => {
    if (state !== 'done') return undefined;
    const timer = window.setTimeout(() => setState('idle'), 400);
    return () => window.clearTimeout(timer);
  }, [state]);

  return <div className={styles.bar} data-progress="" data-state={state} aria-hidden="true" />;
}
