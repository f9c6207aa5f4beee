'use client';
import * as React from 'react';
import { usePathname } from 'next/navigation';
import styles from './header.module.css';

import { INERT_SELECTOR, NAV_PANEL_ID } from './nav-ids';
import { startLater } from './start-later';

const CLOSE_EVENT = 'docs-nav-close';
// The modal behaviour (mobile-nav-modal.ts) loads with the first open, not with every page.
const loadModal = () => import('./mobile-nav-modal');

/**
 * Opens the documentation panel as a modal drawer below `lg`. The panel itself is server
 * HTML (it is the permanent sidebar on wide screens); this button only toggles it. While open,
 * focus is trapped inside, Escape or a backdrop click closes it (mobile-nav-modal.ts), and so
 * does a navigation; focus returns to the button. Its icon and strings come from the server
 * parent (AppHeader), so the icon paths and the interface strings stay out of the page's
 * JavaScript.
 */
export function MobileNavButton({
  icon,
  label,
  panelLabel,
}: {
  icon: React.ReactNode;
  label: string;
  panelLabel: string;
}) {
  const [open, setOpen] = React.useState(false);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  const close = React.useCallback(() => {
    // Leave the inert state first: focus cannot move into an inert header.
    document.querySelectorAll<HTMLElement>(INERT_SELECTOR).forEach((el) => (el.inert = false));
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  // A navigation closes the drawer (state adjusted during render, not in an effect).
  const [shownFor, setShownFor] = React.useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  React.useEffect(() => {
    document.addEventListener(CLOSE_EVENT, close);
    return () => document.removeEventListener(CLOSE_EVENT, close);
  }, [close]);

  React.useEffect(() => {
    const panel = document.getElementById(NAV_PANEL_ID);
    if (!panel) return undefined;
    // Shown at once; the modal behaviour follows as soon as its code is there.
    panel.dataset.open = String(open);
    if (!open) return undefined;
    return startLater(loadModal, ({ holdModal }) => holdModal(panel, panelLabel, close));
  }, [open, close, panelLabel]);

  return (
    <button
      ref={buttonRef}
      type="button"
      className={`${styles.iconButton} ${styles.menuButton}`}
      aria-label={label}
      aria-controls={NAV_PANEL_ID}
      aria-expanded={open}
      onClick={() => setOpen(true)}
    >
      {icon}
    </button>
  );
}

/** The close button inside the panel, shown only while it is a modal drawer. */
export function MobileNavClose({ className, label }: { className?: string; label: string }) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      onClick={() => document.dispatchEvent(new Event(CLOSE_EVENT))}
    >
      <span aria-hidden>×</span>
    </button>
  );
}
