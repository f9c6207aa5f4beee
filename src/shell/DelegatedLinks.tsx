'use client';
import * as React from 'react';
import { usePathname, useRouter } from 'next/navigation';

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
 */
export function DelegatedLinks() {
  const router = useRouter();
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
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('pointerout', onPointerOut);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('touchstart', onTouchStart);
      document.removeEventListener('click', onClick);
    };
  }, [router]);

  // Rerun on each page: its pager link is new.
  const pathname = usePathname();
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
