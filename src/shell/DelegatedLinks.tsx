'use client';
import * as React from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { takeFocusRequest } from './navigation-focus';

/** The path of an internal page link worth prefetching or opening in the app, or null. */
export function prefetchTarget(anchor: HTMLAnchorElement, location: Location): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.dataset.noPrefetch !== undefined) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || url.pathname === location.pathname) return null;
  // Files and endpoints (the Markdown of a page, feeds, images) are not pages.
  if (url.pathname.startsWith('/api/') || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/** The navigation progress bar (ProgressBar.tsx, server HTML): idle, loading, then done. */
function progress(state: 'idle' | 'loading' | 'done') {
  document.querySelector('[data-progress]')?.setAttribute('data-state', state);
}

/**
 * A client-side navigation replaces the element that had focus (the search result, a drawer
 * link): focus would fall to <body>, and a keyboard or screen reader user would start over
 * from the top of the document. Move it to where the new page starts for the reader; focus
 * that is still on a live element stays.
 */
function focusNewPage() {
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
}

const anchorOf = (target: EventTarget | null) => {
  const anchor = (target as Element | null)?.closest?.('a[href]');
  return anchor instanceof HTMLAnchorElement ? anchor : null;
};

/**
 * One delegated listener for the links of every page, so that links can stay plain
 * server-rendered anchors:
 *
 * - **Prefetch on intent.** A page is prefetched when the pointer rests on its link, the
 *   keyboard focuses it, or a finger touches it. Links do not prefetch when they scroll into
 *   view, except one marked `data-prefetch-on-view` (the pager's "Next"): measured on Sorting,
 *   viewport prefetching fetched the JavaScript of five other kinds of page (home, blog,
 *   templates, pricing, playground; 68 KB gzipped) and the payloads of the API pages its text
 *   links to (50 to 57 KB each), none of which a reader had asked for.
 * - **The page menu's behaviour**, imported at the first click in it.
 * - **Client-side navigation for plain anchors**: the docs shell and its content have no
 *   `next/link` (2.5 KB gzipped of every guide page's first load), and the drawer's ~190 links
 *   are server HTML that React does not hydrate (NavTree). A plain left click on a link to
 *   another page of the site opens it in the app; a modified click (new tab, new window), a
 *   link with a target or `download`, a file and an anchor on the same page stay the
 *   browser's, and so does a click something else (a `next/link` elsewhere) already handled.
 * - **Navigation feedback**: the progress bar from a click on a page link (or back/forward) to
 *   the new pathname, and focus moved to the new page (`focusNewPage`).
 */
export function DelegatedLinks() {
  const router = useRouter();
  // The path of the page on screen, as the address bar had it when it rendered.
  const shownPath = React.useRef('');
  React.useEffect(() => {
    const done = new Set<string>();
    let timer = 0;
    const prefetch = (target: EventTarget | null, delay: number) => {
      const anchor = anchorOf(target);
      const path = anchor && prefetchTarget(anchor, window.location);
      if (!path || done.has(path)) return;
      window.clearTimeout(timer);
      // A pointer passing over the drawer on its way elsewhere is not intent: wait until it rests.
      timer = window.setTimeout(() => {
        done.add(path);
        router.prefetch(path);
      }, delay);
    };
    const onPointerOver = (event: PointerEvent) =>
      event.pointerType === 'mouse' && prefetch(event.target, 60);
    const onPointerOut = () => window.clearTimeout(timer);
    const onFocusIn = (event: FocusEvent) => prefetch(event.target, 0);
    const onTouchStart = (event: TouchEvent) => prefetch(event.target, 0);
    // Capture phase: a next/link (marketing pages, the blog) cancels the click before bubbling.
    const onClickCapture = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = anchorOf(event.target);
      if (anchor && prefetchTarget(anchor, window.location)) progress('loading');
    };
    // Back or forward to another page (not to an anchor of this one, which renders nothing new).
    const onPopState = () => {
      if (window.location.pathname !== shownPath.current) progress('loading');
    };
    const onClick = (event: MouseEvent) => {
      // The page menu (PageMenu.tsx) opens natively; its behaviour (copy, the reader's variant,
      // arrow keys) is imported at the first click in it and handed every click after that.
      const menu = (event.target as Element | null)?.closest?.<HTMLElement>('[data-page-menu]');
      if (menu) void import('./page-menu-actions').then((actions) => actions.onMenuClick(menu, event));
      // Bubbling phase: a Link (or anything else) that handled the click has cancelled it.
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = anchorOf(event.target);
      const path = anchor && prefetchTarget(anchor, window.location);
      if (!anchor || !path) return; // same page (an anchor), another site, a file: the browser's own
      event.preventDefault();
      // A menu the link is in (the version menu, a native popover) stays open across an in-app
      // navigation otherwise: its element is the same on the next page.
      anchor.closest<HTMLElement>('[popover]')?.hidePopover();
      router.push(`${path}${new URL(anchor.href).hash}`);
    };
    document.addEventListener('pointerover', onPointerOver, { passive: true });
    document.addEventListener('pointerout', onPointerOut, { passive: true });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('touchstart', onTouchStart, { passive: true });
    document.addEventListener('click', onClick);
    document.addEventListener('click', onClickCapture, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('pointerout', onPointerOut);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('touchstart', onTouchStart);
      document.removeEventListener('click', onClick);
      document.removeEventListener('click', onClickCapture, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, [router]);

  // The new page has rendered once the pathname changes: complete the bar, move the focus.
  const pathname = usePathname();
  const firstPath = React.useRef(pathname);
  React.useEffect(() => {
    shownPath.current = window.location.pathname;
    if (pathname === firstPath.current) return undefined;
    firstPath.current = '';
    focusNewPage();
    if (!document.querySelector('[data-progress][data-state="loading"]')) return undefined;
    progress('done');
    const timer = window.setTimeout(() => {
      // Unless the next navigation has started meanwhile.
      if (document.querySelector('[data-progress][data-state="done"]')) progress('idle');
    }, 400);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  // Rerun on each page: its pager link is new.
  React.useEffect(() => {
    const links = document.querySelectorAll<HTMLAnchorElement>('a[data-prefetch-on-view]');
    if (!links.length) return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const path = prefetchTarget(entry.target as HTMLAnchorElement, window.location);
        if (path) router.prefetch(path);
      }
    });
    links.forEach((link) => observer.observe(link));
    return () => observer.disconnect();
  }, [router, pathname]);
  return null;
}
