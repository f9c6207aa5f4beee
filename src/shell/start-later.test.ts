import { describe, expect, it, vi } from 'vitest';
import { startLater } from './start-later';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startLater', () => {
  it('starts what arrives, and the cleanup stops it', async () => {
    const stop = vi.fn();
    const cleanup = startLater(
      () => Promise.resolve({ start: () => stop }),
      (mod) => mod.start(),
    );
    await tick();
    expect(stop).not.toHaveBeenCalled();
    cleanup();
    expect(stop).toHaveBeenCalledOnce();
  });

  it('does not start what arrives after the cleanup', async () => {
    const start = vi.fn();
    const cleanup = startLater(() => Promise.resolve({}), start);
    cleanup();
    await tick();
    expect(start).not.toHaveBeenCalled();
  });

  it('hands a failed load or start to onError', async () => {
    const onError = vi.fn();
    startLater(() => Promise.reject(new Error('offline')), vi.fn(), onError);
    startLater(
      () => Promise.resolve({}),
      () => {
        throw new Error('broken');
      },
      onError,
    );
    await tick();
    expect(onError.mock.calls.map(([error]) => (error as Error).message).sort()).toEqual([
      'broken',
      'offline',
    ]);
  });
});
