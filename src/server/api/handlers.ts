/**
 * POST /api/feedback and POST /api/events. Every problem with a request is a 4xx with a JSON
 * reason; a valid request is acknowledged (201) only after the store has made it durable; a
 * store failure is a 503 and the client may retry with the same idempotency key, which is
 * stored once (a repeat answers 200 and stores nothing).
 */
import type { z } from 'zod';
import type { Store, WriteResult } from '../store';
import { IDEMPOTENCY_KEY } from '../../analytics/limits';
import { clientKey, type ProxyTrust } from './client-address';
import { checkOrigin, HttpError, readJson, WindowBudget } from './guard';
import { LIMITS, reason, type AnalyticsEventInput, type Schemas } from './validation';

export interface Deps {
  store: () => Promise<Store>;
  schemas: Schemas;
  /** Per client, in events (a feedback counts one). */
  limiter: WindowBudget;
  /** Rows stored a minute by the whole site, whoever sends them: the disk's guard. */
  ceiling: WindowBudget;
  proxy: ProxyTrust;
  siteUrl?: string;
}

interface Accepted {
  /** The rows to store, and how many units of the client's budget they cost. */
  rows: number;
  key?: string;
  write: (store: Store, key?: string) => Promise<WriteResult>;
  /** Added to the answer: what was refused, when part of a batch was. */
  extra?: Record<string, unknown>;
}

type Endpoint = (body: unknown, schemas: Schemas) => Accepted;

const FEEDBACK: Endpoint = (body, schemas) => {
  const parsed = parse(schemas.feedback, body);
  const { key, pathname, helpful, comment } = parsed;
  return {
    rows: 1,
    ...(key ? { key } : {}),
    write: (store, k) => store.insertFeedback({ pathname, helpful, ...(comment ? { comment } : {}) }, k),
  };
};

/** Each event is checked on its own: the valid ones are stored, the others reported. */
const EVENTS: Endpoint = (body, schemas) => {
  const { key, events } = parse(schemas.events, body);
  const valid: AnalyticsEventInput[] = [];
  const rejected: { index: number; error: string }[] = [];
  events.forEach((event, index) => {
    const result = schemas.event.safeParse(event);
    if (result.success) valid.push(result.data);
    else rejected.push({ index, error: reason(result.error) });
  });
  if (!valid.length) throw new HttpError(400, `events.${rejected[0]!.index}: ${rejected[0]!.error}`);
  return {
    rows: valid.length,
    ...(key ? { key } : {}),
    write: (store, k) =>
      store.insertEvents(
        valid.map(({ name, pathname, ...payload }) => ({ name, pathname, payload })),
        k,
      ),
    ...(rejected.length ? { extra: { rejected } } : {}),
  };
};

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new HttpError(400, reason(result.error));
  return result.data;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

const tooMany = (retry: number, message: string, status = 429) =>
  new HttpError(status, message, { 'Retry-After': String(retry) });

async function handle(request: Request, deps: Deps, endpoint: Endpoint, limit: number): Promise<Response> {
  const client = clientKey(request.headers, deps.proxy);
  let accepted: Accepted;
  let key: string | undefined;
  try {
    checkOrigin(request, deps.siteUrl);
    const headerKey = request.headers.get('idempotency-key');
    if (headerKey !== null && !IDEMPOTENCY_KEY.test(headerKey))
      throw new HttpError(400, 'Idempotency-Key: must be 16 to 64 letters, digits, - or _');
    // A request costs one unit before its body is read, so a client past its budget is
    // refused without reading or parsing anything; each further event costs one more.
    let retry = deps.limiter.take(client, 1);
    if (retry) throw tooMany(retry, 'too many requests; try again later');
    accepted = endpoint(await readJson(request, limit), deps.schemas);
    key = headerKey ?? accepted.key;
    retry = deps.limiter.take(client, accepted.rows - 1);
    if (retry) throw tooMany(retry, 'too many events from this client; try again later');
    retry = deps.ceiling.take('site', accepted.rows);
    if (retry) {
      deps.ceiling.refund('site', accepted.rows);
      throw tooMany(retry, 'the site is storing all it can this minute; try again later', 503);
    }
  } catch (error) {
    if (error instanceof HttpError) return json(error.status, { error: error.message }, error.headers);
    // A body that cannot even be decoded (e.g. invalid UTF-8) is the client's problem too.
    return json(400, { error: 'the body could not be read' });
  }
  try {
    const result = await accepted.write(await deps.store(), key);
    if (result.duplicate) {
      deps.ceiling.refund('site', accepted.rows);
      return json(200, { ok: true, stored: 0, duplicate: true });
    }
    return json(201, { ok: true, stored: result.stored, ...accepted.extra });
  } catch (error) {
    deps.ceiling.refund('site', accepted.rows);
    console.error('Storing failed:', error);
    return json(503, { error: 'could not store the data right now; try again later' });
  }
}

export const handleFeedback = (request: Request, deps: Deps) =>
  handle(request, deps, FEEDBACK, LIMITS.feedbackBodyBytes);
export const handleEvents = (request: Request, deps: Deps) =>
  handle(request, deps, EVENTS, LIMITS.eventsBodyBytes);
