import type { AdConfig } from './ad-flow';
import { InhouseAdView, PlaceholderView } from './ad-views';
import { AdSlotClient } from './AdSlotClient';
import { INHOUSE_ADS } from './inhouse';
import styles from './ads.module.css';

/** The same in-house ad for a page on every render: chosen by its path. */
export function inhouseFor(pathname: string): (typeof INHOUSE_ADS)[number] {
  let hash = 0;
  for (const char of pathname) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return INHOUSE_ADS[Math.abs(hash) % INHOUSE_ADS.length]!;
}

/**
 * The ad below a page's description (spec sections 4 and 9). Its first state is in the
 * prerendered HTML: with an ad network configured, a quiet placeholder while the network is
 * asked (it never reads as a broken page); with none, there is nothing to wait for, so the
 * page's in-house ad. The flow that follows (ad-flow.tsx) loads after hydration. The slot
 * reserves its height, so nothing shifts.
 */
export function AdSlot({ config, pathname }: { config: AdConfig; pathname: string }) {
  const configured = !!(config.scriptUrl || config.jsonUrl);
  return (
    <aside className={styles.container} aria-label="Advertisement" data-pagefind-ignore>
      <AdSlotClient config={config} initial={configured ? 'pending' : 'inhouse'}>
        {configured ? <PlaceholderView /> : <InhouseAdView ad={inhouseFor(pathname)} />}
      </AdSlotClient>
    </aside>
  );
}
