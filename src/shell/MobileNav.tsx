'use client';
import * as React from 'react';
import { usePathname } from 'next/navigation';
import { t } from '../i18n/translate';
import styles from './header.module.css';

import { NAV_PANEL_ID } from './nav-ids';

/** Everything outside the drawer is made inert while it is open as a modal. */
const INERT_SELECTOR = '[data-inert-with-nav]';
const CLOSE_EVENT = 'docs-nav-close';

const FOCUSABLE = 'a[href], button, summary, [tabindex]:not([tabindex="-1"])';

/**
 * Opens the documentation panel as a modal drawer below `lg`. The panel itself is server
 * HTML (it is the permanent sidebar on wide screens); this button only toggles it, traps
 * focus inside while open, closes on Escape, backdrop click or navigation, and returns focus.
 * Its icon comes from the server parent (`<Icon name="menu" size={24} />`).
 */
export function MobileNavButton({ icon }: { icon: React.ReactNode }) {
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
    panel.dataset.open = String(open);
    const backdrop = panel.previousElementSibling as HTMLElement | null;
    const outside = document.querySelectorAll<HTMLElement>(INERT_SELECTOR);
    if (!open) {
      panel.removeAttribute('role');
      panel.removeAttribute('aria-modal');
      panel.removeAttribute('aria-label');
      outside.forEach((el) => (el.inert = false));
      return undefined;
    }
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-label', t('documentation'));
    outside.forEach((el) => (el.inert = true));
    const first =
      panel.querySelector<HTMLElement>('[aria-current="page"]') ??
      panel.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
          (el) => el.offsetParent !== null,
        );
        const [head, tail] = [items[0], items[items.length - 1]];
        if (event.shiftKey && document.activeElement === head) {
          event.preventDefault();
          tail?.focus();
        } else if (!event.shiftKey && document.activeElement === tail) {
          event.preventDefault();
          head?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    backdrop?.addEventListener('click', close);
    return () => {
      document.removeEventListener('keydown', onKey);
      backdrop?.removeEventListener('click', close);
    };
  }, [open, close]);

  return (
    <button
      ref={buttonRef}
      type="button"
      className={`${styles.iconButton} ${styles.menuButton}`}
      aria-label={t('openNavigation')}
      aria-controls={NAV_PANEL_ID}
      aria-expanded={open}
      onClick={() => setOpen(true)}
    >
      {icon}
    </button>
  );
}

/** The close button inside the panel, shown only while it is a modal drawer. */
export function MobileNavClose({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      aria-label={t('closeNavigation')}
      onClick={() => document.dispatchEvent(new Event(CLOSE_EVENT))}
    >
      <span aria-hidden>×</span>
    </button>
  );
}
