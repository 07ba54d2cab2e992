import { Workbox } from 'workbox-window';

type Listener = (waiting: boolean) => void;
let workbox: Workbox | undefined;
const listeners = new Set<Listener>();

/** Registers the service worker in production builds; a new version waits until the user reloads. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => listeners.forEach((listener) => listener(true)));
  workbox.addEventListener('controlling', () => window.location.reload());
  void workbox.register();
}

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function activateWaitingWorker(): void {
  workbox?.messageSkipWaiting();
}
