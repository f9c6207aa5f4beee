import { INERT_SELECTOR } from './nav-ids';

const FOCUSABLE = 'a[href], button, summary, [tabindex]:not([tabindex="-1"])';

/**
 * The documentation panel as a modal drawer (MobileNav.tsx opens it; this loads with the first
 * open): dialog semantics, the rest of the page inert, focus on the current page's link, Tab
 * kept inside, Escape and a backdrop click close. Returns what undoes all of it.
 */
export function holdModal(panel: HTMLElement, label: string, close: () => void): () => void {
  const backdrop = panel.previousElementSibling as HTMLElement | null;
  const outside = document.querySelectorAll<HTMLElement>(INERT_SELECTOR);
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', 'true');
  panel.setAttribute('aria-label', label);
  outside.forEach((el) => (el.inert = true));
  const first =
    panel.querySelector<HTMLElement>('[aria-current="page"]') ?? panel.querySelector<HTMLElement>(FOCUSABLE);
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
    panel.removeAttribute('role');
    panel.removeAttribute('aria-modal');
    panel.removeAttribute('aria-label');
    outside.forEach((el) => (el.inert = false));
  };
}
