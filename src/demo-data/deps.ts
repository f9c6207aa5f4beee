import { proxyTrustFromEnv } from '../server/api/client-address';
import { WindowBudget } from '../server/api/guard';
import type { DemoDataDeps } from './handler';

const perMinute = Number(process.env.DEMO_DATA_PER_MINUTE ?? 300);
if (!Number.isFinite(perMinute) || perMinute < 1)
  throw new Error('DEMO_DATA_PER_MINUTE must be a positive number.');

/** The demo data API's dependencies in the running server (docs/demo-data-api.md). */
export const demoDataDeps: DemoDataDeps = {
  // Its own budget: a reader typing in a server-side filter sends a request per pause.
  limiter: new WindowBudget(perMinute),
  proxy: proxyTrustFromEnv(),
};
