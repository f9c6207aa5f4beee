'use client';
import type { ReactNode } from 'react';
import { track } from '../analytics/events';
import { AdblockMessageView, InhouseAdView, NetworkAdView, PlaceholderView } from './ad-views';
import { INHOUSE_ADS } from './inhouse';
import { fetchNetworkAd, isBot, type NetworkAd } from './network';

/** Spec section 9. */
export const AD_POLL_MS = 500;
export const AD_MAX_TRIES = 30;
export const AD_BLOCKED_AFTER = 6;
export const ADBLOCK_MESSAGE_CHANCE = 0.2;
export const DISPLAY_SAMPLING = 0.1;

export type AdKind = 'network' | 'inhouse' | 'adblock-message';
export type Shown = 'pending' | AdKind | 'none';
export interface AdConfig {
  scriptUrl?: string;
  jsonUrl?: string;
}

const NETWORK_ELEMENT = '[data-ad-network], #carbonads';

function displayed(adKind: AdKind, label?: string) {
  // Display events are sampled (10% by default); clicks are not.
  if (Math.random() < DISPLAY_SAMPLING) track({ name: 'ad_display', adKind, ...(label ? { label } : {}) });
}

/**
 * The ad display flow (spec section 4), run once the page has hydrated; the slot's first
 * state (a placeholder, or with no network configured the page's in-house ad) is server HTML
 * that this flow leaves alone until it has something else to show.
 *
 * A bot sees nothing. Otherwise the slot polls every 500 ms, up to 30 times, for the network's
 * element. After more than 6 tries without one the network counts as blocked: an in-house ad
 * shows, or one time in five a request to allow ads. A network script that fails to load is a
 * blocked network at once. A network ad that arrives later still replaces it. Returns a stop
 * function.
 */
export function startAdFlow(
  slot: HTMLElement,
  config: AdConfig,
  show: (state: Shown, content: ReactNode) => void,
): () => void {
  if (isBot(navigator.userAgent)) {
    show('none', null);
    return () => {};
  }
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest<HTMLElement>('a[data-ad-kind]');
    if (!link) return;
    const label = link.dataset.adLabel;
    track({ name: 'ad_click', adKind: link.dataset.adKind as AdKind, ...(label ? { label } : {}) });
  };
  slot.addEventListener('click', onClick);
  const stopClicks = () => slot.removeEventListener('click', onClick);

  if (!config.scriptUrl && !config.jsonUrl) {
    // Nothing to wait for: the server's in-house ad (chosen by page) stays.
    const label = slot.querySelector<HTMLElement>('[data-ad-inhouse]')?.dataset.adLabel;
    displayed('inhouse', label);
    return stopClicks;
  }

  // Random choices are made in the browser only, where they cannot disagree with the HTML.
  const fallback = {
    ad: INHOUSE_ADS[Math.floor(Math.random() * INHOUSE_ADS.length)]!,
    message: Math.random() < ADBLOCK_MESSAGE_CHANCE,
  };
  let shown: Shown = 'pending';
  let networkAd: NetworkAd | null = null;
  let cancelled = false;

  const render = () =>
    show(
      shown,
      <>
        {shown === 'pending' && !networkAd ? <PlaceholderView /> : null}
        {networkAd ? <NetworkAdView ad={networkAd} /> : null}
        {shown === 'inhouse' ? <InhouseAdView ad={fallback.ad} /> : null}
        {shown === 'adblock-message' ? <AdblockMessageView /> : null}
      </>,
    );
  const report = () => {
    if (shown === 'network') {
      const company = networkAd?.company;
      displayed('network', typeof company === 'string' ? company : undefined);
    } else if (shown === 'inhouse') displayed('inhouse', fallback.ad.label);
    else if (shown === 'adblock-message') displayed('adblock-message');
  };
  const become = (next: Shown) => {
    if (cancelled || next === shown) return;
    shown = next;
    render();
    report();
  };
  const blocked = () => {
    if (shown === 'pending') become(fallback.message ? 'adblock-message' : 'inhouse');
  };

  if (config.jsonUrl) {
    void fetchNetworkAd(config.jsonUrl).then((ad) => {
      if (cancelled || !ad) return;
      networkAd = ad;
      render();
      if (shown === 'network') report();
    });
  }
  let script: HTMLScriptElement | null = null;
  if (config.scriptUrl) {
    script = document.createElement('script');
    script.async = true;
    script.src = config.scriptUrl;
    // A script that cannot load (an ad blocker, usually) is a verdict: no need to poll on.
    script.onerror = () => {
      script?.remove();
      blocked();
    };
    slot.appendChild(script);
  }
  let tries = 0;
  const timer = setInterval(() => {
    tries += 1;
    if (slot.querySelector(NETWORK_ELEMENT)) {
      clearInterval(timer);
      become('network');
    } else if (tries >= AD_MAX_TRIES) {
      clearInterval(timer);
    } else if (tries > AD_BLOCKED_AFTER) {
      blocked();
    }
  }, AD_POLL_MS);

  return () => {
    cancelled = true;
    clearInterval(timer);
    stopClicks();
  };
}
