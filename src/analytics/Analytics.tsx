'use client';
import { useEffect } from 'react';

// The analytics code (queue, batching, click events, vitals) loads after hydration, out of
// every page's first load (issue 22). A click in the moment before it arrives is not counted.
const load = () => import('./start');

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
    void load().then((analytics) => analytics.startOnce(gaId));
  }, [gaId]);
  useEffect(() => {
    void load().then((analytics) =>
      analytics.track({ name: 'page_view', title, productId, productCategoryId }),
    );
  }, [pathname, title, productId, productCategoryId]);
  return null;
}
