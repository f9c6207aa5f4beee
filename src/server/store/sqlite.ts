import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { MIGRATIONS } from './migrations';
import type { EventInput, FeedbackInput, Store, StoredEvent, StoredFeedback } from './types';

/**
 * The embedded store: one SQLite file (created on first start, no set-up). WAL journal with
 * `synchronous=FULL`, so a write that returned survives a crash or power loss.
 */
export async function openSqlite(file: string): Promise<Store> {
  mkdirSync(dirname(file), { recursive: true });
  const db: Client = createClient({ url: `file:${file}` });
  await db.execute('PRAGMA journal_mode = WAL');
  await db.execute('PRAGMA synchronous = FULL');
  await db.execute('PRAGMA busy_timeout = 5000');
  return {
    kind: 'sqlite',
    async migrate() {
      await db.execute(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)',
      );
      const done = new Set(
        (await db.execute('SELECT version FROM schema_migrations')).rows.map((r) => Number(r.version)),
      );
      for (const migration of MIGRATIONS.filter((m) => !done.has(m.version))) {
        await db.batch(
          [
            ...migration.sqlite,
            {
              sql: 'INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)',
              args: [migration.version, new Date().toISOString()],
            },
          ],
          'write',
        );
      }
    },
    async insertFeedback(f: FeedbackInput) {
      await db.execute({
        sql: 'INSERT INTO feedback (created_at, pathname, helpful, comment) VALUES (?, ?, ?, ?)',
        args: [new Date().toISOString(), f.pathname, f.helpful, f.comment ?? null],
      });
    },
    async insertEvents(events: EventInput[]) {
      const now = new Date().toISOString();
      await db.batch(
        events.map((e) => ({
          sql: 'INSERT INTO events (created_at, name, pathname, payload) VALUES (?, ?, ?, ?)',
          args: [now, e.name, e.pathname, JSON.stringify(e.payload)],
        })),
        'write',
      );
    },
    async listFeedback(): Promise<StoredFeedback[]> {
      const { rows } = await db.execute('SELECT * FROM feedback ORDER BY created_at DESC, id DESC');
      return rows.map((r) => ({
        id: Number(r.id),
        createdAt: String(r.created_at),
        pathname: String(r.pathname),
        helpful: r.helpful === 'yes' ? 'yes' : 'no',
        ...(r.comment === null ? {} : { comment: String(r.comment) }),
      }));
    },
    async listEvents(): Promise<StoredEvent[]> {
      const { rows } = await db.execute('SELECT * FROM events ORDER BY id');
      return rows.map((r) => ({
        id: Number(r.id),
        createdAt: String(r.created_at),
        name: String(r.name),
        pathname: String(r.pathname),
        payload: JSON.parse(String(r.payload)) as Record<string, unknown>,
      }));
    },
    async close() {
      db.close();
    },
  };
}
