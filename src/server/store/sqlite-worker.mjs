// The SQLite store's own thread (started by sqlite.ts). SQLite's statements are synchronous, and
// a write may wait up to busy_timeout for a lock another process holds: here that wait blocks
// only this thread, never the server's event loop, so pages do not wait on the database. One
// connection, one message at a time: a single-writer queue. A write is answered only after its
// COMMIT returned (WAL with synchronous=FULL: durable).
// Plain JavaScript, loaded by path at run time, because the server bundle cannot carry a worker.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'libsql';

const db = new Database(workerData.file);
db.exec('PRAGMA journal_mode = WAL');
db.exec('PRAGMA synchronous = FULL');
db.exec(`PRAGMA busy_timeout = ${Number(workerData.busyTimeoutMs)}`);

const KEY_DAYS = 7;
let lastPurge = 0;

/** Runs `work` in a write transaction; with a key seen before, stores nothing. */
function write(key, work) {
  const now = new Date().toISOString();
  db.exec('BEGIN IMMEDIATE');
  try {
    if (key) {
      const fresh = db
        .prepare('INSERT OR IGNORE INTO idempotency_keys (key, created_at) VALUES (?, ?)')
        .run(key, now).changes;
      if (!fresh) {
        db.exec('COMMIT');
        return { stored: 0, duplicate: true };
      }
    }
    const stored = work(now);
    // Keys are only needed while a client may still retry: forget old ones, at most hourly.
    if (Date.now() - lastPurge > 3_600_000) {
      lastPurge = Date.now();
      const cutoff = new Date(Date.now() - KEY_DAYS * 86_400_000).toISOString();
      db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?').run(cutoff);
    }
    db.exec('COMMIT');
    return { stored, duplicate: false };
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

const ops = {
  migrate({ migrations }) {
    db.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)',
    );
    const done = new Set(
      db
        .prepare('SELECT version FROM schema_migrations')
        .all()
        .map((r) => r.version),
    );
    for (const migration of migrations.filter((m) => !done.has(m.version))) {
      db.transaction(() => {
        for (const statement of migration.sqlite) db.exec(statement);
        db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(
          migration.version,
          new Date().toISOString(),
        );
      }).immediate();
    }
  },
  insertFeedback({ feedback: f, key }) {
    return write(key, (now) => {
      db.prepare('INSERT INTO feedback (created_at, pathname, helpful, comment) VALUES (?, ?, ?, ?)').run(
        now,
        f.pathname,
        f.helpful,
        f.comment ?? null,
      );
      return 1;
    });
  },
  insertEvents({ events, key }) {
    return write(key, (now) => {
      const insert = db.prepare(
        'INSERT INTO events (created_at, name, pathname, payload) VALUES (?, ?, ?, ?)',
      );
      for (const e of events) insert.run(now, e.name, e.pathname, JSON.stringify(e.payload));
      return events.length;
    });
  },
  listFeedback() {
    return db.prepare('SELECT * FROM feedback ORDER BY created_at DESC, id DESC').all();
  },
  listEvents() {
    return db.prepare('SELECT * FROM events ORDER BY id').all();
  },
  settings() {
    const pragma = (name) => Object.values(db.prepare(`PRAGMA ${name}`).get())[0];
    return {
      journal_mode: pragma('journal_mode'),
      synchronous: pragma('synchronous'),
      busy_timeout: pragma('busy_timeout'),
    };
  },
  close() {
    db.close();
  },
};

parentPort.on('message', ({ id, op, args }) => {
  try {
    parentPort.postMessage({ id, ok: true, result: ops[op](args ?? {}) });
  } catch (error) {
    parentPort.postMessage({
      id,
      ok: false,
      error: { message: String(error?.message ?? error), code: error?.code },
    });
  }
});
