import type { Workbox } from 'workbox-window';

type Listener = (waiting: boolean) => void;
let workbox: Workbox | undefined;
const listeners = new Set<Listener>();

/**
 * Registers the service worker in production builds; a new version waits until the user reloads. Its helper's code
 * loads on its own, out of the page's first scripts (Workbox registers after the page's load event anyway).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('workbox-window').then(({ Workbox }) => {
    workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => listeners.forEach((listener) => listener(true)));
    workbox.addEventListener('controlling', () => window.location.reload());
    return workbox.register();
  });
}

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function activateWaitingWorker(): void {
  workbox?.messageSkipWaiting();
}
