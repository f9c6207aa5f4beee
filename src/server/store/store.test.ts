/** The SQLite store's thread: a write waiting on a lock never stalls the server's event loop. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '.';

describe('the SQLite store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-store-lock-'));
  const opened = openStore({ DATA_DIR: dir });
  afterAll(async () => (await opened).close());

  it('gives its one connection WAL, synchronous=FULL and a 5 s busy timeout', async () => {
    expect(await (await opened).settings()).toEqual({
      journal_mode: 'wal',
      synchronous: 2,
      busy_timeout: 5000,
    });
  });

  it('waits for a lock held by another process off the event loop, then stores', async () => {
    const store = await opened;
    const holder = new Database(join(dir, 'docs.db'));
    holder.exec('BEGIN IMMEDIATE');
    const write = store.insertFeedback({ pathname: '/x/introduction/', helpful: 'yes' });
    // While the write waits, timers keep firing on time: pages would too.
    let worst = 0;
    for (let i = 0; i < 20; i += 1) {
      const start = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 25));
      worst = Math.max(worst, performance.now() - start - 25);
    }
    let settled = false;
    void write.finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled, 'the write waits for the lock').toBe(false);
    holder.exec('COMMIT');
    holder.close();
    expect(await write).toEqual({ stored: 1, duplicate: false });
    expect(worst).toBeLessThan(50);
  });
});
