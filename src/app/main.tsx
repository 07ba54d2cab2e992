import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18n } from './i18n/i18n.ts';
import './styles.css';
import { queryClient } from './lib/query-client.ts';
import { captureInstallPrompt } from './lib/install-prompt.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { whenAppReady } from './lib/app-ready.ts';
import { chunksReachable, watchCodeLoadFailures } from './lib/lazy-code.ts';
import { createAppRouter, type AppRouter } from './router.tsx';
import { preloadForPath, preloadPageCode } from './routes/-page-screens.ts';
import { pageQuery } from './lib/page-queries.ts';
import { nextTask } from './lib/next-task.ts';
import { isRoutedLocale, toRoutedLocale } from '../shared/constants/locales.ts';

const BACKGROUND_WORK_LATEST_MS = 5000;

/** Set by the server's render: the page in #root is the server's, and the app takes it over (hydrates). */
const serverRendered = typeof window !== 'undefined' && '$_TSR' in window;

/**
 * Starts the page's reads (its /api/page answer and, for a trip, the trip and its screen's code) before React and the
 * router are up: on an offline cold start these come from the device and are ready by the time the route asks.
 */
function startReads(pathname: string): void {
  const [, locale = '', ...rest] = pathname.split('/');
  if (!isRoutedLocale(locale)) return;
  const path = rest.join('/').replace(/\/+$/, '');
  void queryClient.prefetchQuery(pageQuery(locale, path));
  void preloadForPath(queryClient, locale, path);
}

/** The code of the screen the server rendered, its page read from the query cache the page brought along. */
function preloadShownPageCode(pathname: string): Promise<void> {
  const [, locale = '', ...rest] = pathname.split('/');
  if (!isRoutedLocale(locale)) return Promise.resolve();
  const page = queryClient.getQueryData(pageQuery(locale, rest.join('/').replace(/\/+$/, '')).queryKey)?.page;
  return page ? preloadPageCode(page) : Promise.resolve();
}

const app = (children: ReactNode) => <StrictMode>{children}</StrictMode>;

/** The page the server rendered, taken over by the app. */
function takeOver(root: HTMLElement, router: AppRouter): void {
  // The server rendered in the page's language; the browser's first render must be in the same one (the router
  // does not run the loaders that set it again for what the server already loaded).
  void i18n.changeLanguage(toRoutedLocale(document.documentElement.lang));
  // What RouterClient does (the router's and the query cache's state from the page), and then the code of the page's
  // screen, so that the whole page is taken over in one pass rather than its content some time after its frame. Each
  // step in a task of its own (`nextTask`): together they were one long task on a slow phone.
  void hydrate(router)
    .finally(() => (window as unknown as { $_TSR?: { h: () => void } }).$_TSR?.h())
    .then(nextTask)
    .then(() => preloadShownPageCode(window.location.pathname))
    .catch((error: unknown) => console.error('The page state from the server could not be read', error))
    .then(nextTask)
    .then(() => {
      // In a transition, hydration works in slices that yield to the browser: no single long task on a slow phone.
      startTransition(() => {
        hydrateRoot(root, app(<RouterProvider router={router} />), {
          onRecoverableError: (error) =>
            console.error('The page could not be taken over as the server rendered it', error),
        });
      });
    });
}

/**
 * The precached shell (offline, or the server out of reach): the app renders the page from the device, with the
 * answers it kept there (a page seen online brought its data in its HTML, not through the read cache).
 */
function renderFromDevice(root: HTMLElement, router: AppRouter): void {
  void import('./offline/query-persistence.ts')
    .then(({ restoreQueriesFromDevice }) => restoreQueriesFromDevice())
    .catch(() => undefined)
    .then(() => {
      startReads(window.location.pathname);
      createRoot(root).render(app(<RouterProvider router={router} />));
    });
}

captureInstallPrompt();
watchCodeLoadFailures();
const root = document.getElementById('root');
if (root)
  void nextTask().then(() => {
    const router = createAppRouter({ queryClient, i18n, cookies: () => document.cookie });
    if (serverRendered) takeOver(root, router);
    else renderFromDevice(root, router);
  });
whenAppReady(registerServiceWorker);
// Changes kept in the outbox (also from an earlier visit) go to the server as soon as it can be reached; this loads
// once the app has taken the page over (or after a few seconds at the latest), so it neither delays nor competes with it.
let syncStarted = false;
// A connection lost while that code is on its way still fails its import for the rest of the page (the browser keeps
// the failure): the changes then wait in the outbox, on the device, for the app's next start.
function startSyncOnce(): Promise<void> {
  if (syncStarted) return Promise.resolve();
  syncStarted = true;
  return chunksReachable()
    .then(() => import('./offline/sync-machine.ts'))
    .then(({ startSync }) => startSync());
}
setTimeout(() => void startSyncOnce(), BACKGROUND_WORK_LATEST_MS);
// For a page the server rendered, the device's copy of the query cache first: put back, and from then on kept, as soon
// as the page is taken over (what the visitor does next is kept on the device, for a reload or a start without signal).
// The shell restored it before it rendered; a page the server rendered does it only once the page is taken over, never
// on a timer: an answer put back during the takeover would render where the server's page showed it loading (a
// hydration mismatch). Then the sync. Each step in a task of its own rather than all in one long one.
async function startBackgroundWork(): Promise<void> {
  if (serverRendered) {
    await chunksReachable();
    const { restoreQueriesFromDevice } = await import('./offline/query-persistence.ts');
    await nextTask();
    await restoreQueriesFromDevice();
    await nextTask();
  }
  await startSyncOnce();
}
whenAppReady(() => {
  void startBackgroundWork()
    .catch(() => startSyncOnce())
    .catch(() => undefined);
});
