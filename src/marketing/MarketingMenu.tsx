'use client';
import * as React from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Icon } from '../shell/icons';
import type { HeaderLink, MarketingSection } from './links';
import styles from './frame.module.css';

const PANEL_ID = 'marketing-menu';

/**
 * The header links on phones: a disclosure button and a panel below the bar. Escape and a
 * click outside close it and return focus to the button; opening moves focus to the first
 * link; a navigation closes it. Hidden from 900px up, where the link row shows instead.
 */
export function MarketingMenu({
  links,
  current,
}: {
  links: readonly HeaderLink[];
  current: MarketingSection;
}) {
  const [open, setOpen] = React.useState(false);
  const rootRef = React.useRef<HTMLDivElement>(null);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  // A navigation closes the menu (state adjusted during render, not in an effect).
  const [shownFor, setShownFor] = React.useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  React.useEffect(() => {
    if (!open) return undefined;
    rootRef.current?.querySelector<HTMLElement>(`#${PANEL_ID} a`)?.focus();
    const close = (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) buttonRef.current?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    // Tabbing past the last link leaves the menu: it closes rather than staying open behind.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !rootRef.current?.contains(next)) close(false);
    };
    const root = rootRef.current;
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.menuRoot}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="menu" size={24} />
      </button>
      <nav id={PANEL_ID} aria-label="Main" className={styles.menuPanel} hidden={!open}>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className={styles.menuLink}
                aria-current={link.section === current ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
