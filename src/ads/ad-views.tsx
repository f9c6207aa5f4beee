import type { Ad } from './inhouse';
import { impressionUrls, type NetworkAd } from './network';
import styles from './ads.module.css';

/*
 * What the slot can show. Server markup first (AdSlot.tsx renders the placeholder or the page's
 * in-house ad into the prerendered HTML); the ad flow (ad-flow.tsx, loaded after hydration)
 * renders the rest. Clicks are tracked by the flow through `data-ad-kind` and `data-ad-label`.
 */

export function InhouseAdView({ ad }: { ad: Ad }) {
  return (
    <a
      href={ad.link}
      className={styles.ad}
      data-ad-inhouse={ad.name}
      data-ad-kind="inhouse"
      data-ad-label={ad.label}
    >
      {/* Lazy: otherwise React's server render preloads it in the head, and the reader's
          first paint (the largest text) shares the network with an ad (issue 22). */}
      <img src={ad.img} alt="" width={130} height={100} loading="lazy" className={styles.image} />
      <span className={styles.text}>
        {ad.description}
        <span className={styles.poweredby}>ad by {ad.poweredby}</span>
      </span>
    </a>
  );
}

export function PlaceholderView() {
  return (
    <div className={styles.placeholder} data-ad-placeholder aria-hidden="true">
      <span className={styles.placeholderImage} />
      <span className={styles.placeholderText}>
        <span className={styles.placeholderLine} />
        <span className={styles.placeholderLine} />
        <span className={styles.poweredby}>Advertisement</span>
      </span>
    </div>
  );
}

export function NetworkAdView({ ad }: { ad: NetworkAd }) {
  return (
    <a
      href={ad.statlink}
      className={styles.ad}
      data-ad-network
      data-ad-kind="network"
      {...(typeof ad.company === 'string' ? { 'data-ad-label': ad.company } : {})}
      target="_blank"
      rel="noopener sponsored"
    >
      {ad.image ? <img src={ad.image} alt="" width={130} height={100} className={styles.image} /> : null}
      <span className={styles.text}>
        <strong>{ad.company}</strong> {ad.description}
        <span className={styles.poweredby}>ads via the ad network</span>
      </span>
      {impressionUrls(ad).map((src) => (
        <img key={src} src={src} alt="" width={1} height={1} className={styles.pixel} />
      ))}
    </a>
  );
}

export function AdblockMessageView() {
  return (
    <p className={styles.message} data-ad-message>
      This site is free, and ads help keep it that way. If you block ads, please consider allowing them here.
    </p>
  );
}
