/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { addPlugins, cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { localDb, OUTBOX_SENT_MESSAGE, OUTBOX_SYNC_TAG, SESSION_TOKEN_KEY } from '../app/offline/local-db.ts';
import { flushQueue } from '../app/offline/outbox-flush.ts';
import { API_CACHE, IMAGE_CACHE, TILE_CACHE, isTileRequest } from '../shared/constants/caches.ts';
import { withoutCompileHint } from './without-compile-hint.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const DAY_S = 86_400;

/** How long a page's address waits for the server before the precached shell opens the app instead. */
const NAVIGATION_TIMEOUT_S = 3;

// The built app shell is precached so that any navigation, even offline, renders the app.
addPlugins([withoutCompileHint]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A page comes from the server while there is one, with the server's status (an unknown address stays a 404 and a
// page keeps its title and first paint); the precached shell answers only when the network does not.
const appShell = createHandlerBoundToURL('/index.html');
const pageFromServer = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_S });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pageFromServer.handle(options);
      } catch {
        return appShell(options);
      }
    },
    { denylist: [/^\/api\//, /^\/media\//, /^\/img\//] },
  ),
);

// Reads: the network first (fresh data), the last answer when there is no connection (DESIGN.md read caches).
// Writes never pass here (POST is not routed): they go through the app's outbox.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/api/') && request.method === 'GET',
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 6,
    plugins: [new ExpirationPlugin({ maxEntries: 3000, maxAgeSeconds: 60 * DAY_S })],
  }),
);

// Images change rarely and weigh most: from the cache first, kept a month.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/media/') || url.pathname.startsWith('/img/') || request.destination === 'image') &&
    !isTileRequest(url),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 2000, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true })],
  }),
);

// Map tiles: from the cache first (a trip saved for offline fills it), kept a month.
registerRoute(
  ({ url }) => isTileRequest(url),
  new CacheFirst({
    cacheName: TILE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 20_000, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true })],
  }),
);

// Background Sync: changes left in the outbox when the app was closed are sent once the connection returns. A rejected
// promise tells the browser to try again later; the page sends them too when it next starts (the key makes it once).
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  const sent: { entry: unknown; answer: unknown }[] = [];
  sync.waitUntil(
    flushQueue(
      fetch,
      async () => (await localDb.meta.get(SESSION_TOKEN_KEY))?.value ?? null,
      (entry, answer) => {
        sent.push({ entry, answer });
      },
    ).then(async (result) => {
      // Open pages show the saved state of what was sent here, as if they had sent it themselves.
      for (const client of await self.clients.matchAll({ type: 'window' }))
        client.postMessage({ type: OUTBOX_SENT_MESSAGE, sent });
      if (result === 'retry') throw new Error('The outbox waits for the next sync');
    }),
  );
});

// A new version activates only when the user accepts the reload prompt.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
