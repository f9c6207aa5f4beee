import { pageSources } from '../../../generated/content-index';
import { apiPathnames } from '../../api/load';
import { sitePagesOutsideDocs } from '../../navigation/site-pages';
import { sharedStore } from '../store';
import { proxyTrustFromEnv } from './client-address';
import { WindowBudget } from './guard';
import type { Deps } from './handlers';
import { schemas } from './validation';

/** Pages of the site, as readers' browsers report them (with the trailing slash). */
const SITE_PATHS = new Set([
  ...[...Object.keys(pageSources), ...apiPathnames()].map((p) => `${p}/`),
  ...sitePagesOutsideDocs(),
]);

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 1) throw new Error(`${name} must be a positive number.`);
  return value;
};

/** The endpoints' dependencies in the running server (configuration: docs/feedback-analytics-ads.md). */
export const serverDeps: Deps = {
  store: sharedStore,
  schemas: schemas((pathname) => SITE_PATHS.has(pathname)),
  limiter: new WindowBudget(positive('RATE_LIMIT_PER_MINUTE', 120)),
  ceiling: new WindowBudget(positive('STORE_ROWS_PER_MINUTE', 6000)),
  proxy: proxyTrustFromEnv(),
  ...(process.env.SITE_URL ? { siteUrl: process.env.SITE_URL } : {}),
};
