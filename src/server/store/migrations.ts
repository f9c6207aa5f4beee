/**
 * The schema, as numbered migrations applied in order and recorded in `schema_migrations`.
 * Add a migration at the end; never edit one that has shipped.
 */
export interface Migration {
  version: number;
  sqlite: string[];
  postgres: string[];
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    sqlite: [
      `CREATE TABLE feedback (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created_at TEXT NOT NULL,
        pathname TEXT NOT NULL,
        helpful TEXT NOT NULL CHECK (helpful IN ('yes', 'no')),
        comment TEXT
      )`,
      `CREATE INDEX feedback_pathname ON feedback (pathname)`,
      `CREATE TABLE events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created_at TEXT NOT NULL,
        name TEXT NOT NULL,
        pathname TEXT NOT NULL,
        payload TEXT NOT NULL
      )`,
      `CREATE INDEX events_name ON events (name, created_at)`,
    ],
    postgres: [
      `CREATE TABLE feedback (
        id BIGSERIAL PRIMARY KEY,
        created_at TIMESTAMPTZ NOT NULL,
        pathname TEXT NOT NULL,
        helpful TEXT NOT NULL CHECK (helpful IN ('yes', 'no')),
        comment TEXT
      )`,
      `CREATE INDEX feedback_pathname ON feedback (pathname)`,
      `CREATE TABLE events (
        id BIGSERIAL PRIMARY KEY,
        created_at TIMESTAMPTZ NOT NULL,
        name TEXT NOT NULL,
        pathname TEXT NOT NULL,
        payload JSONB NOT NULL
      )`,
      `CREATE INDEX events_name ON events (name, created_at)`,
    ],
  },
  {
    // Idempotency keys of acknowledged writes: a retried post is stored once.
    version: 2,
    sqlite: [`CREATE TABLE idempotency_keys (key TEXT PRIMARY KEY, created_at TEXT NOT NULL)`],
    postgres: [`CREATE TABLE idempotency_keys (key TEXT PRIMARY KEY, created_at TIMESTAMPTZ NOT NULL)`],
  },
];
