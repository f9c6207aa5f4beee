/**
 * POST /api/feedback and POST /api/events. Every problem with a request is a 4xx with a JSON
 * reason; a valid request is acknowledged (201) only after the store has made it durable; a
 * store failure is a 503 and the client may retry.
 */
import type { z } from 'zod';
import type { Store } from '../store';
import { checkOrigin, HttpError, RateLimiter, readJson } from './guard';
import { LIMITS, reason, type Schemas } from './validation';

export interface Deps {
  store: () => Promise<Store>;
  schemas: Schemas;
  limiter: RateLimiter;
  siteUrl?: string;
}

interface Endpoint<T> {
  limit: number;
  schema: (schemas: Schemas) => z.ZodType<T>;
  /** Stores the validated body; resolves with the number of rows once they are durable. */
  write: (body: T, store: Store) => Promise<number>;
}

const FEEDBACK: Endpoint<z.infer<Schemas['feedback']>> = {
  limit: LIMITS.feedbackBodyBytes,
  schema: (s) => s.feedback,
  async write({ pathname, helpful, comment }, store) {
    await store.insertFeedback({ pathname, helpful, ...(comment ? { comment } : {}) });
    return 1;
  },
};

const EVENTS: Endpoint<z.infer<Schemas['events']>> = {
  limit: LIMITS.eventsBodyBytes,
  schema: (s) => s.events,
  async write({ events }, store) {
    await store.insertEvents(events.map(({ name, pathname, ...payload }) => ({ name, pathname, payload })));
    return events.length;
  },
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

async function handle<T>(request: Request, deps: Deps, endpoint: Endpoint<T>): Promise<Response> {
  let data: T;
  try {
    checkOrigin(request, deps.siteUrl);
    deps.limiter.check(request);
    const result = endpoint.schema(deps.schemas).safeParse(await readJson(request, endpoint.limit));
    if (!result.success) throw new HttpError(400, reason(result.error));
    data = result.data;
  } catch (error) {
    if (error instanceof HttpError) return json(error.status, { error: error.message }, error.headers);
    // A body that cannot even be decoded (e.g. invalid UTF-8) is the client's problem too.
    return json(400, { error: 'the body could not be read' });
  }
  try {
    const stored = await endpoint.write(data, await deps.store());
    return json(201, { ok: true, stored });
  } catch (error) {
    console.error('Storing failed:', error);
    return json(503, { error: 'could not store the data right now; try again later' });
  }
}

export const handleFeedback = (request: Request, deps: Deps) => handle(request, deps, FEEDBACK);
export const handleEvents = (request: Request, deps: Deps) => handle(request, deps, EVENTS);
