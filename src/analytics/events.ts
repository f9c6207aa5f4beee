/**
 * The site's one analytics module (spec sections 7 and 9). Features call `track`; events are
 * queued, sent in batches to the site's /api/events (by `sendBeacon` when the page is hidden),
 * and also to Google Analytics 4 when a measurement id is configured.
 */
import { clip, EVENT_TEXT_LIMITS, newIdempotencyKey } from './limits';

export type AnalyticsEvent =
  | { name: 'page_view'; title: string; productId: string; productCategoryId: string }
  | { name: 'click'; category: string; action: string; label?: string }
  | { name: 'ad_display' | 'ad_click'; adKind: 'network' | 'inhouse' | 'adblock-message'; label?: string }
  | { name: 'ad_crash'; message: string }
  | {
      name: 'web_vitals';
      metric: 'CLS' | 'FCP' | 'INP' | 'LCP' | 'TTFB';
      value: number;
      rating: 'good' | 'needs-improvement' | 'poor';
      id: string;
    }
  | { name: 'search_no_results'; query: string };

type Sent = AnalyticsEvent & { pathname: string };

/** Free text cut to what the endpoint accepts, so that a long search query is not refused. */
function clipFields(event: AnalyticsEvent): AnalyticsEvent {
  const out: Record<string, unknown> = { ...event };
  for (const [field, max] of Object.entries(EVENT_TEXT_LIMITS)) {
    if (typeof out[field] === 'string') out[field] = clip(out[field], max);
  }
  return out as AnalyticsEvent;
}

// With trailingSlash, /api/events would answer a 308 first.
const ENDPOINT = '/api/events/';
const BATCH = 50;
const queue: Sent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;
let gtag: ((...args: unknown[]) => void) | null = null;

/** Records an event for the current page. Does nothing on the server or outside the docs pages. */
export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined' || !document.querySelector('meta[name="mui:productId"]')) return;
  const sent = { ...clipFields(event), pathname: window.location.pathname } as Sent;
  queue.push(sent);
  gtag?.('event', event.name, event);
  if (!listening) {
    listening = true;
    // The last events of a page leave with it, by beacon (it survives the unload).
    window.addEventListener('pagehide', () => flush(true));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush(true);
    });
  }
  if (queue.length >= BATCH) flush(false);
  else timer ??= setTimeout(() => flush(false), 2000);
}

function flush(beacon: boolean): void {
  if (timer) clearTimeout(timer);
  timer = null;
  while (queue.length)
    send(JSON.stringify({ key: newIdempotencyKey(), events: queue.splice(0, BATCH) }), beacon, 1);
}

/**
 * Posts one batch. A batch whose answer never came (network error) or was a 503 is sent once
 * more, with the same key, so that a batch the server stored before failing is not counted
 * twice. Analytics never disturbs the reader: a batch lost twice is lost.
 */
function send(body: string, beacon: boolean, retries: number): void {
  // text/plain keeps a beacon a "simple" request; the endpoint accepts it as JSON.
  if (beacon && navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'text/plain;charset=UTF-8' })))
    return;
  const retry = () => {
    if (retries > 0) setTimeout(() => send(body, false, retries - 1), 5000);
  };
  fetch(ENDPOINT, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).then((response) => {
    if (response.status === 503) retry();
  }, retry);
}

/** Sends events to Google Analytics 4 too, loading its script (called only when configured). */
export function enableGoogleAnalytics(measurementId: string): void {
  if (gtag || typeof window === 'undefined') return;
  const w = window as unknown as { dataLayer: unknown[] };
  w.dataLayer ??= [];
  gtag = (...args: unknown[]) => {
    w.dataLayer.push(args);
  };
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}
