/**
 * Resolves once the app's lazily loaded code can be fetched: at once when a service worker controls the page (it
 * serves the precached chunks) or the browser is online, else when the connection returns. On a first visit no service
 * worker controls the page yet, and a chunk asked for without a connection fails for the rest of the page's life: the
 * browser keeps a failed module import and never fetches it again.
 */
export function chunksReachable(): Promise<void> {
  if (navigator.onLine || navigator.serviceWorker?.controller) return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('online', () => resolve(), { once: true });
  });
}
