import pg from 'pg';
import { MIGRATIONS } from './migrations';
import type { EventInput, FeedbackInput, Store, StoredEvent, StoredFeedback, WriteResult } from './types';

/**
 * PostgreSQL, when DATABASE_URL is set. A commit returns once PostgreSQL has flushed it
 * (synchronous_commit, on by default), so an acknowledged write is durable.
 */
export async function openPostgres(connectionString: string): Promise<Store> {
  // A statement that waits longer than this (a lock held elsewhere) fails and the post gets a
  // 503, rather than holding a pooled connection; pages never wait on the database.
  const pool = new pg.Pool({ connectionString, max: 10, statement_timeout: 5000 });
  // Fail at start, naming the problem, rather than on the first reader's request.
  await pool.query('SELECT 1');
  const transaction = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  };
  let lastPurge = 0;
  /** One transaction; with a key seen before, stores nothing. */
  const write = (key: string | undefined, work: (client: pg.PoolClient) => Promise<number>) =>
    transaction(async (client): Promise<WriteResult> => {
      if (key) {
        const { rowCount } = await client.query(
          'INSERT INTO idempotency_keys (key, created_at) VALUES ($1, now()) ON CONFLICT DO NOTHING',
          [key],
        );
        if (!rowCount) return { stored: 0, duplicate: true };
      }
      const stored = await work(client);
      // Keys are only needed while a client may still retry: forget old ones, at most hourly.
      if (Date.now() - lastPurge > 3_600_000) {
        lastPurge = Date.now();
        await client.query("DELETE FROM idempotency_keys WHERE created_at < now() - interval '7 days'");
      }
      return { stored, duplicate: false };
    });
  return {
    kind: 'postgres',
    async migrate() {
      await transaction(async (client) => {
        // One migrating process at a time, when several servers start together.
        await client.query('SELECT pg_advisory_xact_lock(74631)');
        await client.query(
          'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL)',
        );
        const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
        const done = new Set(rows.map((r) => r.version));
        for (const migration of MIGRATIONS.filter((m) => !done.has(m.version))) {
          for (const statement of migration.postgres) await client.query(statement);
          await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, now())', [
            migration.version,
          ]);
        }
      });
    },
    insertFeedback: (f: FeedbackInput, key?: string) =>
      write(key, async (client) => {
        await client.query(
          'INSERT INTO feedback (created_at, pathname, helpful, comment) VALUES (now(), $1, $2, $3)',
          [f.pathname, f.helpful, f.comment ?? null],
        );
        return 1;
      }),
    insertEvents: (events: EventInput[], key?: string) =>
      write(key, async (client) => {
        for (const e of events) {
          await client.query(
            'INSERT INTO events (created_at, name, pathname, payload) VALUES (now(), $1, $2, $3)',
            [e.name, e.pathname, JSON.stringify(e.payload)],
          );
        }
        return events.length;
      }),
    async listFeedback(): Promise<StoredFeedback[]> {
      const { rows } = await pool.query('SELECT * FROM feedback ORDER BY created_at DESC, id DESC');
      return rows.map((r) => ({
        id: Number(r.id),
        createdAt: new Date(r.created_at as string).toISOString(),
        pathname: r.pathname as string,
        helpful: r.helpful === 'yes' ? 'yes' : 'no',
        ...(r.comment === null ? {} : { comment: r.comment as string }),
      }));
    },
    async listEvents(): Promise<StoredEvent[]> {
      const { rows } = await pool.query('SELECT * FROM events ORDER BY id');
      return rows.map((r) => ({
        id: Number(r.id),
        createdAt: new Date(r.created_at as string).toISOString(),
        name: r.name as string,
        pathname: r.pathname as string,
        payload: r.payload as Record<string, unknown>,
      }));
    },
    async settings() {
      const { rows } = await pool.query('SHOW statement_timeout');
      return { statement_timeout: rows[0]?.statement_timeout as string };
    },
    async close() {
      await pool.end();
    },
  };
}
