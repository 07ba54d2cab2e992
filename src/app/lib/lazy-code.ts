/*
 * The app's lazily loaded code, and the browser's rule for it: a module import that failed (no connection, or the
 * connection lost on the way) stays failed for the rest of the page's life, and is never fetched again.
 */

let failed = false;

/**
 * Resolves once lazily loaded code can be fetched: at once when a service worker controls the page (it serves the
 * precached chunks) or the browser is online, else when the connection returns. On a first visit no service worker
 * controls the page yet, so a chunk asked for without a connection would fail for good.
 */
export function chunksReachable(): Promise<void> {
  if (navigator.onLine || navigator.serviceWorker?.controller) return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('online', () => resolve(), { once: true });
  });
}

/** Notes when the page could not fetch some of the app's code (Vite reports each failed import as 'vite:preloadError'). */
export function watchCodeLoadFailures(): void {
  window.addEventListener('vite:preloadError', () => {
    failed = true;
  });
}

/** True once the page failed to fetch some of its code: only a new page load can bring that code. */
export const codeFailedToLoad = (): boolean => failed;
