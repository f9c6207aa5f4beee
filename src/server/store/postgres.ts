import pg from 'pg';
import { MIGRATIONS } from './migrations';
import type { EventInput, FeedbackInput, Store, StoredEvent, StoredFeedback } from './types';

/**
 * PostgreSQL, when DATABASE_URL is set. A commit returns once PostgreSQL has flushed it
 * (synchronous_commit, on by default), so an acknowledged write is durable.
 */
export async function openPostgres(connectionString: string): Promise<Store> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start, naming the problem, rather than on the first reader's request.
  await pool.query('SELECT 1');
  const transaction = async (work: (client: pg.PoolClient) => Promise<void>) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await work(client);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  };
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
    async insertFeedback(f: FeedbackInput) {
      await pool.query(
        'INSERT INTO feedback (created_at, pathname, helpful, comment) VALUES (now(), $1, $2, $3)',
        [f.pathname, f.helpful, f.comment ?? null],
      );
    },
    async insertEvents(events: EventInput[]) {
      await transaction(async (client) => {
        for (const e of events) {
          await client.query(
            'INSERT INTO events (created_at, name, pathname, payload) VALUES (now(), $1, $2, $3)',
            [e.name, e.pathname, JSON.stringify(e.payload)],
          );
        }
      });
    },
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
    async close() {
      await pool.end();
    },
  };
}
