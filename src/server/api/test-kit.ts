/** Shared by the contract and fuzz tests: a store per backend and request builders. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openStore, type Store } from '../store';
import { PEER_HEADER } from './client-address';
import { WindowBudget } from './guard';
import type { Deps } from './handlers';
import { schemas } from './validation';

export const ORIGIN = 'http://docs.test';
export const PAGES = new Set([
  '/x/introduction/',
  '/x/react-data-grid/sorting/',
  '/x/api/data-grid/data-grid/',
]);

export interface Backend {
  name: 'sqlite' | 'postgres';
  open: () => Promise<Store>;
}

/**
 * SQLite always; PostgreSQL when TEST_DATABASE_URL is set (`.ci/run` starts one). On CI the
 * PostgreSQL run is required, so a missing database fails instead of silently skipping.
 */
export function backends(): Backend[] {
  const list: Backend[] = [
    { name: 'sqlite', open: () => openStore({ DATA_DIR: mkdtempSync(join(tmpdir(), 'docs-store-')) }) },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    list.push({
      name: 'postgres',
      open: async () => {
        // A clean schema for each suite: this database is for tests only.
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query('DROP TABLE IF EXISTS feedback, events, idempotency_keys, schema_migrations');
        await client.end();
        return openStore({ DATABASE_URL: url });
      },
    });
  } else if (process.env.CI) {
    throw new Error(
      'TEST_DATABASE_URL is not set: on CI the store contract must also run against PostgreSQL.',
    );
  }
  return list;
}

export function depsFor(
  store: Store,
  { perMinute = 1_000_000, rowsPerMinute = 1_000_000, hops = 0 } = {},
): Deps {
  return {
    store: async () => store,
    schemas: schemas((p) => PAGES.has(p)),
    limiter: new WindowBudget(perMinute),
    ceiling: new WindowBudget(rowsPerMinute),
    proxy: { hops, header: 'x-forwarded-for' },
  };
}

export function post(
  path: '/api/feedback' | '/api/events',
  body: unknown,
  init: { headers?: Record<string, string>; raw?: string } = {},
): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      host: 'docs.test',
      [PEER_HEADER]: '198.51.100.7',
      ...init.headers,
    },
    body: init.raw ?? JSON.stringify(body),
  });
}

/** Opens a store for a suite and closes it after; returns the accessor the tests use. */
export function suiteStore(open: () => Promise<Store>): () => Store {
  let store: Store | undefined;
  beforeAll(async () => {
    store = await open();
  }, 30_000);
  afterAll(async () => {
    await store?.close();
  });
  return () => {
    if (!store) throw new Error('The store did not open (see the error above).');
    return store;
  };
}
