/** How a run of downloads learns about the connection: the browser's belief, and a wait for it to come back. */
export interface Connection {
  isOnline: () => boolean;
  /** Resolves when the connection is back (or at once when it is there); rejects when the signal aborts. */
  waitOnline: (signal: AbortSignal) => Promise<void>;
}

export interface RunProgress {
  done: number;
  total: number;
  bytes: number;
  /** Items given up (failed, timed out, or left after the source stopped answering). */
  skipped: number;
  /** True while the run waits for the connection to come back. */
  waiting: boolean;
}

export interface RunOptions<T> {
  items: readonly T[];
  /** Stores one item and gives its size in bytes; throws when it cannot. */
  work: (item: T, signal: AbortSignal) => Promise<number>;
  parallel: number;
  /** One item's limit: past it the item is skipped (its request aborted). */
  timeoutMs: number;
  /** After this many failures in a row the source is taken as unreachable and the rest is skipped at once. */
  giveUpAfter: number;
  connection: Connection;
  signal: AbortSignal;
  progress: RunProgress;
  onProgress: (progress: RunProgress) => void;
}

const cancelled = () => new DOMException('Cancelled', 'AbortError');

/** Runs `work` with a time limit; the item's request is aborted at the limit or when the whole run is cancelled. */
async function withTimeout<T>(
  item: T,
  work: RunOptions<T>['work'],
  timeoutMs: number,
  signal: AbortSignal,
): Promise<number> {
  const controller = new AbortController();
  const stop = () => controller.abort(signal.reason);
  signal.addEventListener('abort', stop, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    // A work that ignores its signal still ends the item at the limit (the race), so a run is always bounded.
    return await Promise.race([
      work(item, controller.signal),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort(new DOMException('Timed out', 'TimeoutError'));
          reject(new DOMException('Timed out', 'TimeoutError'));
        }, timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

/**
 * Downloads items a few at a time so that the run always ends: each item has a time limit, an item that fails is
 * skipped and counted, and after `giveUpAfter` failures in a row the rest is skipped too. A failure while the
 * connection is gone is not a skip: the run pauses (progress.waiting) and takes the item again once it is back.
 * Only cancelling (the signal) ends it early, with an AbortError.
 */
export async function runBounded<T>(options: RunOptions<T>): Promise<void> {
  const { items, connection, signal, progress } = options;
  let next = 0;
  let failuresInARow = 0;
  let waiting = 0;
  const report = () => {
    progress.waiting = waiting > 0;
    options.onProgress({ ...progress });
  };
  const pause = async () => {
    waiting += 1;
    report();
    try {
      await connection.waitOnline(signal);
    } finally {
      waiting -= 1;
      report();
    }
  };
  const giveUp = () => {
    const left = items.length - next;
    next = items.length;
    progress.done += left;
    progress.skipped += left;
  };
  const take = async (item: T) => {
    for (;;) {
      if (signal.aborted) throw cancelled();
      if (!connection.isOnline()) {
        await pause();
        continue;
      }
      try {
        const bytes = await withTimeout(item, options.work, options.timeoutMs, signal);
        failuresInARow = 0;
        progress.bytes += bytes;
        progress.done += 1;
        return;
      } catch {
        if (signal.aborted) throw cancelled();
        // Lost the connection during the request: the item is taken again once it is back.
        if (!connection.isOnline()) continue;
        failuresInARow += 1;
        progress.skipped += 1;
        progress.done += 1;
        if (failuresInARow >= options.giveUpAfter) giveUp();
        return;
      }
    }
  };
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await take(item);
      report();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.parallel) }, worker));
  if (signal.aborted) throw cancelled();
}

/** The browser's connection: navigator.onLine and its `online` event. */
export const browserConnection: Connection = {
  isOnline: () => navigator.onLine,
  waitOnline: (signal) =>
    new Promise<void>((resolve, reject) => {
      if (navigator.onLine || signal.aborted) {
        if (signal.aborted) reject(cancelled());
        else resolve();
        return;
      }
      const done = () => {
        window.removeEventListener('online', done);
        signal.removeEventListener('abort', stop);
        resolve();
      };
      const stop = () => {
        window.removeEventListener('online', done);
        reject(cancelled());
      };
      window.addEventListener('online', done);
      signal.addEventListener('abort', stop, { once: true });
    }),
};
