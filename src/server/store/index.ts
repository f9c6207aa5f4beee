import { join } from 'node:path';
import { openPostgres } from './postgres';
import { openSqlite } from './sqlite';
import type { Store } from './types';

export type { Store, WriteResult } from './types';

/**
 * Opens the configured store and migrates it: PostgreSQL when DATABASE_URL is set, else the
 * SQLite file `docs.db` in DATA_DIR (default `./data`, ignored by git).
 */
export async function openStore(
  env: { DATABASE_URL?: string; DATA_DIR?: string } = {
    DATABASE_URL: process.env.DATABASE_URL,
    DATA_DIR: process.env.DATA_DIR,
  },
): Promise<Store> {
  const store = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL)
    : await openSqlite(join(env.DATA_DIR ?? join(process.cwd(), 'data'), 'docs.db'));
  await store.migrate();
  return store;
}

const globalStore = globalThis as unknown as { __docsStore?: Promise<Store> };

/** The server's store, opened on first use and shared (also across development reloads). */
export function sharedStore(): Promise<Store> {
  globalStore.__docsStore ??= openStore().catch((error: unknown) => {
    globalStore.__docsStore = undefined;
    throw error;
  });
  return globalStore.__docsStore;
}
