import { afterEach, describe, expect, it, vi } from 'vitest';
import { runBounded, type Connection, type RunProgress } from './offline-save-run.ts';

const fresh = (total: number): RunProgress => ({ done: 0, total, bytes: 0, skipped: 0, waiting: false });

/** A connection the test switches; waiting callers resume when it is switched back on. */
function switchableConnection() {
  let online = true;
  let wake: (() => void)[] = [];
  const connection: Connection = {
    isOnline: () => online,
    waitOnline: (signal) =>
      new Promise((resolve, reject) => {
        if (online) return resolve();
        wake.push(resolve);
        signal.addEventListener('abort', () => reject(new DOMException('Cancelled', 'AbortError')));
      }),
  };
  return {
    connection,
    set(value: boolean) {
      online = value;
      if (value) {
        for (const resolve of wake) resolve();
        wake = [];
      }
    },
  };
}

const base = (connection: Connection, signal = new AbortController().signal) => ({
  parallel: 3,
  timeoutMs: 1000,
  giveUpAfter: 10,
  connection,
  signal,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('runBounded', () => {
  it('stores every item and adds up their sizes', async () => {
    const { connection } = switchableConnection();
    const progress = fresh(5);
    const seen: RunProgress[] = [];
    await runBounded({
      ...base(connection),
      items: [1, 2, 3, 4, 5],
      work: (n) => Promise.resolve(n * 10),
      progress,
      onProgress: (p) => seen.push(p),
    });
    expect(progress).toEqual({ done: 5, total: 5, bytes: 150, skipped: 0, waiting: false });
    const dones = seen.map((p) => p.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    expect(dones.at(-1)).toBe(5);
  });

  it('skips and counts the items that fail, and goes on with the rest', async () => {
    const { connection } = switchableConnection();
    const progress = fresh(10);
    const fetched: number[] = [];
    await runBounded({
      ...base(connection),
      items: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      work: async (n) => {
        fetched.push(n);
        if (n % 3 === 0) throw new Error('404');
        return 1;
      },
      progress,
      onProgress: () => {},
    });
    expect(fetched.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(progress).toMatchObject({ done: 10, skipped: 4, bytes: 6 });
  });

  it('skips an item that does not answer within its time limit, even when its request ignores the abort', async () => {
    vi.useFakeTimers();
    const { connection } = switchableConnection();
    const progress = fresh(4);
    const aborted: number[] = [];
    const run = runBounded({
      ...base(connection),
      parallel: 2,
      items: [1, 2, 3, 4],
      work: (n, signal) => {
        if (n !== 2) return Promise.resolve(5);
        signal.addEventListener('abort', () => aborted.push(n));
        return new Promise<number>(() => {});
      },
      progress,
      onProgress: () => {},
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(progress.done).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    await run;
    expect(progress).toMatchObject({ done: 4, skipped: 1, bytes: 15 });
    expect(aborted).toEqual([2]);
  });

  it('takes the source as unreachable after failures in a row and skips the rest at once', async () => {
    const { connection } = switchableConnection();
    const items = Array.from({ length: 500 }, (_, i) => i);
    const progress = fresh(items.length);
    let calls = 0;
    await runBounded({
      ...base(connection),
      parallel: 1,
      giveUpAfter: 5,
      items,
      work: () => {
        calls += 1;
        return Promise.reject(new Error('down'));
      },
      progress,
      onProgress: () => {},
    });
    expect(calls).toBe(5);
    expect(progress).toMatchObject({ done: 500, skipped: 500 });
  });

  it('pauses while the connection is gone, takes the failed item again when it is back, and skips nothing', async () => {
    const net = switchableConnection();
    const progress = fresh(6);
    const seen: RunProgress[] = [];
    const attempts = new Map<number, number>();
    let stored = 0;
    const run = runBounded({
      ...base(net.connection),
      parallel: 2,
      items: [1, 2, 3, 4, 5, 6],
      work: async (n) => {
        attempts.set(n, (attempts.get(n) ?? 0) + 1);
        if (n === 3 && stored === 2) {
          net.set(false);
          throw new TypeError('Failed to fetch');
        }
        if (!net.connection.isOnline()) throw new TypeError('Failed to fetch');
        stored += 1;
        return 1;
      },
      progress,
      onProgress: (p) => seen.push(p),
    });
    await vi.waitFor(() => expect(seen.at(-1)?.waiting).toBe(true));
    const paused = seen.at(-1);
    expect(paused?.done).toBeLessThan(6);
    net.set(true);
    await run;
    expect(progress).toEqual({ done: 6, total: 6, bytes: 6, skipped: 0, waiting: false });
    expect(attempts.get(3)).toBe(2);
  });

  it('ends with an AbortError when cancelled while waiting for the connection', async () => {
    const net = switchableConnection();
    net.set(false);
    const controller = new AbortController();
    const run = runBounded({
      ...base(net.connection, controller.signal),
      items: [1, 2],
      work: () => Promise.resolve(1),
      progress: fresh(2),
      onProgress: () => {},
    });
    controller.abort();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
  });
});
