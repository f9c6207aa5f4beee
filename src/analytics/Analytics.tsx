'use client';
import { useEffect } from 'react';
import { enableGoogleAnalytics, track } from './events';

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

function startOnce(gaId: string | undefined) {
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

/** Mounted on every docs page: a page_view per navigation, click events, vitals, GA4. */
export function Analytics({
  pathname,
  title,
  productId,
  productCategoryId,
  gaId,
}: {
  pathname: string;
  title: string;
  productId: string;
  productCategoryId: string;
  gaId?: string;
}) {
  useEffect(() => {
    startOnce(gaId);
  }, [gaId]);
  useEffect(() => {
    track({ name: 'page_view', title, productId, productCategoryId });
  }, [pathname, title, productId, productCategoryId]);
  return null;
}
