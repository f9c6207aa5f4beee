import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { MIGRATIONS } from './migrations';
import type { EventInput, FeedbackInput, Store, StoredEvent, StoredFeedback, WriteResult } from './types';

/** How long a write waits for a lock another process holds before it fails (and answers 503). */
const BUSY_TIMEOUT_MS = 5000;

/**
 * The embedded store: one SQLite file (created on first start, no set-up), written by one
 * connection in its own thread (`sqlite-worker.mjs`): SQLite runs statements synchronously, so
 * on the server's thread a write waiting on a lock would stall every page. WAL journal with
 * `synchronous=FULL`, so a write that returned survives a crash or power loss.
 */
export async function openSqlite(file: string): Promise<Store> {
  mkdirSync(dirname(file), { recursive: true });
  // By path from the project root (where `npm start` runs): bundlers must not inline a worker.
  const worker = new Worker(join(process.cwd(), 'src/server/store/sqlite-worker.mjs'), {
    workerData: { file, busyTimeoutMs: BUSY_TIMEOUT_MS },
  });
  // An idle store does not keep a script (the report, a test) alive.
  worker.unref();
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  let failure: Error | undefined;
  worker.on('message', ({ id, ok, result, error }) => {
    const call = pending.get(id);
    pending.delete(id);
    if (ok) call?.resolve(result);
    else call?.reject(Object.assign(new Error(error.message), { code: error.code }));
  });
  const fail = (error: Error) => {
    failure = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the SQLite thread stopped (exit code ${code})`)));

  const send = <T>(op: string, args?: unknown): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = (nextId += 1);
    worker.ref();
    const answer = new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
    });
    worker.postMessage({ id, op, args });
    return answer.finally(() => {
      if (!pending.size) worker.unref();
    });
  };

  return {
    kind: 'sqlite',
    migrate: () => send<void>('migrate', { migrations: MIGRATIONS }),
    insertFeedback: (feedback: FeedbackInput, key?: string) =>
      send<WriteResult>('insertFeedback', { feedback, key }),
    insertEvents: (events: EventInput[], key?: string) => send<WriteResult>('insertEvents', { events, key }),
    async listFeedback(): Promise<StoredFeedback[]> {
      const rows = await send<Record<string, unknown>[]>('listFeedback');
      return rows.map((r) => ({
        id: Number(r.id),
        createdAt: String(r.created_at),
        pathname: String(r.pathname),
        helpful: r.helpful === 'yes' ? 'yes' : 'no',
        ...(r.comment === null ? {} : { comment: String(r.comment) }),
      }));
    },
    async listEvents(): Promise<StoredEvent[]> {
      const rows = await send<Record<string, unknown>[]>('listEvents');
      return rows.map((r) => ({
        id: Number(r.id),
        createdAt: String(r.created_at),
        name: String(r.name),
        pathname: String(r.pathname),
        payload: JSON.parse(String(r.payload)) as Record<string, unknown>,
      }));
    },
    settings: () => send<Record<string, unknown>>('settings'),
    async close() {
      if (failure) return;
      await send('close');
      await worker.terminate();
    },
  };
}
