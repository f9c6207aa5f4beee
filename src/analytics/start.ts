import { enableGoogleAnalytics, track } from './events';

export { track };

/** About 0.01% of sessions report web vitals; the draw is made once per session. */
const VITALS_SAMPLE = 0.0001;

function vitalsSession(): boolean {
  try {
    let draw = sessionStorage.getItem('mui-docs-vitals');
    if (draw === null) {
      draw = Math.random() < VITALS_SAMPLE ? '1' : '0';
      sessionStorage.setItem('mui-docs-vitals', draw);
    }
    return draw === '1';
  } catch {
    return false;
  }
}

let started = false;

/** Click events from data attributes: `data-ga-event-category`, `-action`, `-label`, `-split`. */
function onClick(event: MouseEvent) {
  const target = (event.target as Element | null)?.closest<HTMLElement>('[data-ga-event-category]');
  if (!target) return;
  const {
    gaEventCategory: category,
    gaEventAction: action,
    gaEventLabel: label,
    gaEventSplit: split,
  } = target.dataset;
  if (!category || !action) return;
  // `data-ga-event-split="0.1"` samples the event to one click in ten.
  if (split && Math.random() > Number(split)) return;
  track({ name: 'click', category, action, ...(label ? { label } : {}) });
}

/** Click events, sampled web vitals and GA4, once per document. */
export function startOnce(gaId: string | undefined) {
  if (started) return;
  started = true;
  if (gaId) enableGoogleAnalytics(gaId);
  document.addEventListener('click', onClick, { capture: true });
  if (vitalsSession()) {
    // Loaded only for the sampled sessions: every other session pays nothing for it.
    void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
        on((metric) =>
          track({
            name: 'web_vitals',
            metric: metric.name,
            value: metric.value,
            rating: metric.rating,
            id: metric.id,
          }),
        );
      }
    });
  }
}
