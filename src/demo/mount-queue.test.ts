import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The queue is module state: a fresh copy for each test.
const freshQueue = async () => {
  vi.resetModules();
  return (await import('./mount-queue')).queueMount;
};

describe('queueMount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts a demo at once when no other is mounting', async () => {
    const queueMount = await freshQueue();
    const start = vi.fn();
    queueMount(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts the next demo in a later task, once the mounting one is released', async () => {
    const queueMount = await freshQueue();
    const order: string[] = [];
    const releaseA = queueMount(() => order.push('a'));
    queueMount(() => order.push('b'));
    queueMount(() => order.push('c'));
    expect(order).toEqual(['a']);
    releaseA();
    // Not in the releasing task: its render and commit would join the one that just ended.
    expect(order).toEqual(['a']);
    vi.runAllTimers();
    expect(order).toEqual(['a', 'b']);
  });

  it('lets a waiting demo that is on screen go first', async () => {
    const queueMount = await freshQueue();
    const order: string[] = [];
    const release = queueMount(() => order.push('first'));
    queueMount(
      () => order.push('scrolled past'),
      () => false,
    );
    queueMount(
      () => order.push('on screen'),
      () => true,
    );
    release();
    vi.runAllTimers();
    expect(order).toEqual(['first', 'on screen']);
  });

  it('drops a waiting demo whose frame went away, and ignores a second release', async () => {
    const queueMount = await freshQueue();
    const order: string[] = [];
    const releaseA = queueMount(() => order.push('a'));
    const releaseB = queueMount(() => order.push('b'));
    const releaseC = queueMount(() => order.push('c'));
    releaseB(); // unmounted before its turn
    releaseA();
    releaseA(); // the commit, then the unmount: one turn ends once
    vi.runAllTimers();
    expect(order).toEqual(['a', 'c']);
    releaseC();
    vi.runAllTimers();
    expect(order).toEqual(['a', 'c']);
  });
});
