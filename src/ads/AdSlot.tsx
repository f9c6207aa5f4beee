'use client';
import * as React from 'react';
import { usePathname } from 'next/navigation';
import { track } from '../analytics/events';
import { INHOUSE_ADS } from './inhouse';
import { fetchNetworkAd, impressionUrls, isBot, type NetworkAd } from './network';
import styles from './ads.module.css';

export interface AdConfig {
  scriptUrl?: string;
  jsonUrl?: string;
}

/** Spec section 9. */
export const AD_POLL_MS = 500;
export const AD_MAX_TRIES = 30;
export const AD_BLOCKED_AFTER = 6;
export const ADBLOCK_MESSAGE_CHANCE = 0.2;
export const DISPLAY_SAMPLING = 0.1;

type AdKind = 'network' | 'inhouse' | 'adblock-message';
type Shown = 'pending' | 'network' | 'inhouse' | 'adblock-message';
const noSubscription = () => () => {};
const NETWORK_ELEMENT = '[data-ad-network], #carbonads';

function displayed(adKind: AdKind, label?: string) {
  // Display events are sampled (10% by default); clicks are not.
  if (Math.random() < DISPLAY_SAMPLING) track({ name: 'ad_display', adKind, ...(label ? { label } : {}) });
}

/** The same in-house ad for a page on the server and in the browser (no hydration mismatch). */
function inhouseFor(pathname: string): (typeof INHOUSE_ADS)[number] {
  let hash = 0;
  for (const char of pathname) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return INHOUSE_ADS[Math.abs(hash) % INHOUSE_ADS.length]!;
}

/**
 * The ad display flow (spec section 4): a bot sees nothing; otherwise the slot polls every
 * 500 ms, up to 30 times, for the network's element. After more than 6 tries without one the
 * network counts as blocked: an in-house ad shows, or one time in five a request to allow ads.
 * A network script that fails to load is a blocked network at once. A network ad that arrives
 * later still replaces it. While it waits, the reserved space shows a quiet placeholder, so
 * it never reads as a broken page. With no network configured there is nothing to wait for:
 * the in-house ad is in the prerendered HTML (chosen by page, so server and browser agree),
 * and nobody is asked to allow ads that do not exist. The slot reserves its height, so nothing
 * shifts.
 */
function AdFlow({ config }: { config: AdConfig }) {
  const slot = React.useRef<HTMLDivElement>(null);
  const configured = !!(config.scriptUrl || config.jsonUrl);
  const pathname = usePathname() ?? '';
  const [shown, setShown] = React.useState<Shown>(configured ? 'pending' : 'inhouse');
  const [networkAd, setNetworkAd] = React.useState<NetworkAd | null>(null);
  // Random choices are made in the browser only, where they cannot disagree with the HTML.
  const [fallback] = React.useState(() =>
    configured
      ? {
          ad: INHOUSE_ADS[Math.floor(Math.random() * INHOUSE_ADS.length)]!,
          message: Math.random() < ADBLOCK_MESSAGE_CHANCE,
        }
      : { ad: inhouseFor(pathname), message: false },
  );

  const bot = React.useSyncExternalStore(
    noSubscription,
    () => isBot(navigator.userAgent),
    () => false,
  );

  React.useEffect(() => {
    // Read here, not from `bot`: during hydration `bot` still holds the server's answer.
    if (isBot(navigator.userAgent) || !configured) return;
    let cancelled = false;
    const blocked = () =>
      setShown((s) => (s === 'pending' ? (fallback.message ? 'adblock-message' : 'inhouse') : s));
    if (config.jsonUrl) {
      void fetchNetworkAd(config.jsonUrl).then((ad) => {
        if (!cancelled && ad) setNetworkAd(ad);
      });
    }
    if (config.scriptUrl && slot.current) {
      const script = document.createElement('script');
      script.async = true;
      script.src = config.scriptUrl;
      // A script that cannot load (an ad blocker, usually) is a verdict: no need to poll on.
      script.onerror = () => {
        script.remove();
        if (!cancelled) blocked();
      };
      slot.current.appendChild(script);
    }
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      if (slot.current?.querySelector(NETWORK_ELEMENT)) {
        clearInterval(timer);
        setShown('network');
      } else if (tries >= AD_MAX_TRIES) {
        clearInterval(timer);
      } else if (tries > AD_BLOCKED_AFTER) {
        blocked();
      }
    }, AD_POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [config.scriptUrl, config.jsonUrl, configured, fallback.message]);

  React.useEffect(() => {
    if (shown === 'network')
      displayed('network', typeof networkAd?.company === 'string' ? networkAd.company : undefined);
    else if (shown === 'inhouse') displayed('inhouse', fallback.ad.label);
    else if (shown === 'adblock-message') displayed('adblock-message');
  }, [shown, networkAd, fallback.ad.label]);

  const click = (adKind: AdKind, label?: string) => () =>
    track({ name: 'ad_click', adKind, ...(label ? { label } : {}) });

  if (bot) return null;
  return (
    <div ref={slot} className={styles.slot} data-ad-state={shown}>
      {shown === 'pending' && !networkAd ? (
        <div className={styles.placeholder} data-ad-placeholder aria-hidden="true">
          <span className={styles.placeholderImage} />
          <span className={styles.placeholderText}>
            <span className={styles.placeholderLine} />
            <span className={styles.placeholderLine} />
            <span className={styles.poweredby}>Advertisement</span>
          </span>
        </div>
      ) : null}
      {networkAd ? (
        <a
          href={networkAd.statlink}
          className={styles.ad}
          data-ad-network
          target="_blank"
          rel="noopener sponsored"
          onClick={click('network', networkAd.company)}
        >
          {networkAd.image ? (
            <img src={networkAd.image} alt="" width={130} height={100} className={styles.image} />
          ) : null}
          <span className={styles.text}>
            <strong>{networkAd.company}</strong> {networkAd.description}
            <span className={styles.poweredby}>ads via the ad network</span>
          </span>
          {impressionUrls(networkAd).map((src) => (
            <img key={src} src={src} alt="" width={1} height={1} className={styles.pixel} />
          ))}
        </a>
      ) : null}
      {shown === 'inhouse' ? (
        <a
          href={fallback.ad.link}
          className={styles.ad}
          data-ad-inhouse={fallback.ad.name}
          onClick={click('inhouse', fallback.ad.label)}
        >
          {/* Lazy: otherwise React's server render preloads it in the head, and the reader's
              first paint (the largest text) shares the network with an ad (issue 22). */}
          <img
            src={fallback.ad.img}
            alt=""
            width={130}
            height={100}
            loading="lazy"
            className={styles.image}
          />
          <span className={styles.text}>
            {fallback.ad.description}
            <span className={styles.poweredby}>ad by {fallback.ad.poweredby}</span>
          </span>
        </a>
      ) : null}
      {shown === 'adblock-message' ? (
        <p className={styles.message} data-ad-message>
          This site is free, and ads help keep it that way. If you block ads, please consider allowing them
          here.
        </p>
      ) : null}
    </div>
  );
}

/** A crash inside the ad is contained: reported as `ad_crash`, and nothing is rendered. */
class AdBoundary extends React.Component<{ children: React.ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  override componentDidCatch(error: Error) {
    track({ name: 'ad_crash', message: String(error.message).slice(0, 300) });
  }
  override render() {
    return this.state.crashed ? null : this.props.children;
  }
}

export function AdSlot({ config }: { config: AdConfig }) {
  return (
    <aside className={styles.container} aria-label="Advertisement" data-pagefind-ignore>
      <AdBoundary>
        <AdFlow config={config} />
      </AdBoundary>
    </aside>
  );
}
