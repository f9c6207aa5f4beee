/**
 * The site's analytics events, dispatched on `window` as `mui-docs:event`. Features report
 * what happened here; the transports (the site's /api/events endpoint, Google Analytics when
 * configured) listen for these events, so a feature never depends on where they are sent.
 */
export interface DocsEvent {
  category: string;
  action: string;
  label?: string;
}

export const DOCS_EVENT = 'mui-docs:event';

export function trackEvent(event: DocsEvent): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<DocsEvent>(DOCS_EVENT, { detail: event }));
}
