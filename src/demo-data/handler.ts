/**
 * GET /api/demo-data/ and /api/demo-data/<dataset>: the read-only data API the server-side
 * demos call (docs/demo-data-api.md). Open to any origin (CORS), so a demo exported to
 * CodeSandbox or StackBlitz calls the same endpoint; rate limited per client like the write
 * endpoints; every bad parameter is a 400 naming it.
 */
import { clientKey, type ProxyTrust } from '../server/api/client-address';
import type { WindowBudget } from '../server/api/guard';
import { employees } from './employees';
import { QueryError, readQuery, runQuery } from './query';
import type { Dataset } from './types';

export const DATASETS: Record<string, Dataset> = { employees };

export interface DemoDataDeps {
  limiter: WindowBudget;
  proxy: ProxyTrust;
  /** Waits; tests pass one that does not. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

/** Only this path is open to other origins: the write endpoints keep their same-origin check. */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

const answer = (status: number, body: unknown, extra: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...CORS_HEADERS, ...extra } });

/** The preflight a browser sends before a cross-origin request it does not consider simple. */
export const demoDataOptions = () => new Response(null, { status: 204, headers: CORS_HEADERS });

export async function handleDemoData(
  request: Request,
  name: string | undefined,
  deps: DemoDataDeps,
): Promise<Response> {
  const retry = deps.limiter.take(clientKey(request.headers, deps.proxy), 1);
  if (retry)
    return answer(429, { error: 'too many requests; try again later' }, { 'Retry-After': String(retry) });
  const params = new URL(request.url).searchParams;
  if (name === undefined) {
    if ([...params.keys()].length) return answer(400, { error: 'the index takes no parameters' });
    return answer(200, {
      datasets: Object.fromEntries(
        Object.entries(DATASETS).map(([id, d]) => [
          id,
          { description: d.description, rowCount: d.rows().length, fields: d.fields },
        ]),
      ),
    });
  }
  const dataset = Object.hasOwn(DATASETS, name) ? DATASETS[name] : undefined;
  if (!dataset)
    return answer(404, {
      error: `no data set "${name.slice(0, 40)}" (data sets: ${Object.keys(DATASETS).join(', ')})`,
    });
  let query;
  try {
    query = readQuery(dataset, params);
  } catch (error) {
    if (error instanceof QueryError) return answer(400, { error: error.message });
    throw error;
  }
  if (query.delayMs) await (deps.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))))(query.delayMs);
  // A failure the reader asked for, to see a demo's error handling: said as such.
  if (query.failRate && (deps.random ?? Math.random)() < query.failRate)
    return answer(500, { error: `simulated failure (failRate=${query.failRate})` });
  return answer(200, runQuery(dataset, query));
}
