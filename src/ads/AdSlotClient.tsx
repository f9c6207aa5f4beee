'use client';
import * as React from 'react';
import { startLater } from '../shell/start-later';
import type { AdConfig, Shown } from './ad-flow';
import styles from './ads.module.css';

/** Reported through the analytics code, which loads after hydration (src/analytics/Analytics.tsx). */
function reportCrash(message: string) {
  void import('../analytics/start').then(({ track }) =>
    track({ name: 'ad_crash', message: message.slice(0, 300) }),
  );
}

/** A crash inside the ad is contained: reported as `ad_crash`, and nothing is rendered. */
class AdBoundary extends React.Component<{ children: React.ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  override componentDidCatch(error: Error) {
    reportCrash(String(error.message));
  }
  override render() {
    return this.state.crashed ? null : this.props.children;
  }
}

/**
 * The slot's part in every page's first load: it keeps the server's markup (`children`) until
 * the ad flow, loaded after hydration (ad-flow.tsx, issue 22), has something else to show.
 */
export function AdSlotClient({
  config,
  initial,
  children,
}: {
  config: AdConfig;
  initial: Shown;
  children: React.ReactNode;
}) {
  const slot = React.useRef<HTMLDivElement>(null);
  const [view, setView] = React.useState<{ shown: Shown; content: React.ReactNode } | null>(null);
  const { scriptUrl, jsonUrl } = config;

  React.useEffect(
    () =>
      startLater(
        () => import('./ad-flow'),
        ({ startAdFlow }) =>
          slot.current
            ? startAdFlow(slot.current, { scriptUrl, jsonUrl }, (shown, content) =>
                setView({ shown, content }),
              )
            : undefined,
        // The flow's code did not arrive (offline, say): the server's markup stays.
        (error) => reportCrash(String(error)),
      ),
    [scriptUrl, jsonUrl],
  );

  return (
    <div ref={slot} className={styles.slot} data-ad-state={view?.shown ?? initial}>
      <AdBoundary>{view ? view.content : children}</AdBoundary>
    </div>
  );
}
