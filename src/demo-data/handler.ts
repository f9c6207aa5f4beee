/**
 * GET /api/demo-data/, /api/demo-data/<dataset> and /api/demo-data/<dataset>/<id>, and PATCH of
 * the last: the data API the server-side and editing demos call (docs/demo-data-api.md). It
 * never stores anything. Open to any origin (CORS), so a demo exported to CodeSandbox or
 * StackBlitz calls the same endpoint; rate limited per client like the write endpoints; every
 * bad parameter is a 400 naming it.
 */
import { clientKey, type ProxyTrust } from '../server/api/client-address';
import type { WindowBudget } from '../server/api/guard';
import { applyChange, ChangeError, findRow, MAX_BODY_BYTES } from './change';
import { employees } from './employees';
import { orders } from './orders';
import { QueryError, readQuery, readTiming } from './query';
import { runQuery } from './run';
import type { Dataset } from './types';

export const DATASETS: Record<string, Dataset> = { employees, orders };

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

/** A row's URL also takes PATCH, with a JSON body: browsers preflight both. */
export const ROW_CORS_HEADERS = {
  ...CORS_HEADERS,
  'Access-Control-Allow-Methods': 'GET, HEAD, PATCH, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
};

const answer = (status: number, body: unknown, extra: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...CORS_HEADERS, ...extra } });

/** The preflight a browser sends before a cross-origin request it does not consider simple. */
export const demoDataOptions = () => new Response(null, { status: 204, headers: CORS_HEADERS });
export const demoDataRowOptions = () => new Response(null, { status: 204, headers: ROW_CORS_HEADERS });

const sleep = (deps: DemoDataDeps, ms: number) =>
  (deps.sleep ?? ((wait) => new Promise<void>((resolve) => setTimeout(resolve, wait))))(ms);

/**
 * One row: GET answers `{ row }`; PATCH checks a change and answers `{ row, stored: false }`
 * (the row as it would be saved), 422 with `fieldErrors` when a rule refuses it, 400 for a
 * malformed request, 415 without a JSON body. `delay` and `failRate` work as for lists.
 */
export async function handleDemoDataRow(
  request: Request,
  name: string,
  id: string,
  deps: DemoDataDeps,
): Promise<Response> {
  const reply = (status: number, body: unknown, extra: Record<string, string> = {}) =>
    answer(status, body, { ...ROW_CORS_HEADERS, ...extra });
  const retry = deps.limiter.take(clientKey(request.headers, deps.proxy), 1);
  if (retry)
    return reply(429, { error: 'too many requests; try again later' }, { 'Retry-After': String(retry) });
  const dataset = Object.hasOwn(DATASETS, name) ? DATASETS[name] : undefined;
  if (!dataset)
    return reply(404, {
      error: `no data set "${name.slice(0, 40)}" (data sets: ${Object.keys(DATASETS).join(', ')})`,
    });
  try {
    const timing = readTiming(new URL(request.url).searchParams);
    const row = findRow(dataset, id);
    let saved = row;
    if (request.method === 'PATCH') {
      if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? ''))
        throw new ChangeError(415, 'body: send the changed fields as JSON (Content-Type: application/json)');
      const text = await request.text();
      if (new TextEncoder().encode(text).length > MAX_BODY_BYTES)
        throw new ChangeError(400, `body: at most ${MAX_BODY_BYTES} bytes`);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new ChangeError(400, 'body: not valid JSON');
      }
      saved = applyChange(dataset, row, body);
    }
    if (timing.delayMs) await sleep(deps, timing.delayMs);
    if (timing.failRate && (deps.random ?? Math.random)() < timing.failRate)
      return reply(500, { error: `simulated failure (failRate=${timing.failRate})` });
    return reply(200, request.method === 'PATCH' ? { row: saved, stored: false } : { row: saved });
  } catch (error) {
    if (error instanceof QueryError) return reply(400, { error: error.message });
    if (error instanceof ChangeError)
      return reply(error.status, {
        error: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      });
    throw error;
  }
}

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
  if (query.delayMs) await sleep(deps, query.delayMs);
  // A failure the reader asked for, to see a demo's error handling: said as such.
  if (query.failRate && (deps.random ?? Math.random)() < query.failRate)
    return answer(500, { error: `simulated failure (failRate=${query.failRate})` });
  return answer(200, runQuery(dataset, query));
}
