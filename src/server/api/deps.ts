import { pageSources } from '../../../generated/content-index';
import { apiPathnames } from '../../api/load';
import { sitePagesOutsideDocs } from '../../navigation/site-pages';
import { sharedStore } from '../store';
import { RateLimiter } from './guard';
import type { Deps } from './handlers';
import { schemas } from './validation';

/** Pages of the site, as readers' browsers report them (with the trailing slash). */
const SITE_PATHS = new Set([
  ...[...Object.keys(pageSources), ...apiPathnames()].map((p) => `${p}/`),
  ...sitePagesOutsideDocs(),
]);

/** The endpoints' dependencies in the running server. */
export const serverDeps: Deps = {
  store: sharedStore,
  schemas: schemas((pathname) => SITE_PATHS.has(pathname)),
  limiter: new RateLimiter(Number(process.env.RATE_LIMIT_PER_MINUTE ?? 120)),
  ...(process.env.SITE_URL ? { siteUrl: process.env.SITE_URL } : {}),
};
