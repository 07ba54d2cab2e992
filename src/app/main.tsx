import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/i18n.ts';
import './styles.css';
import './ui/first-paint-content.css';
import { queryClient } from './lib/query-client.ts';
import { removeFirstPaintHead, takeOverFirstPaint } from './lib/first-paint.ts';
import { captureInstallPrompt } from './lib/install-prompt.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { routeTree } from './routeTree.gen.ts';
import { preloadForPath } from './routes/-page-screens.ts';
import { pageQuery } from './lib/page-queries.ts';
import { sessionQuery } from './lib/session.ts';
import { sessionToken } from './lib/session-token.ts';
import { isRoutedLocale } from '../shared/constants/locales.ts';

const BACKGROUND_WORK_LATEST_MS = 5000;

const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

captureInstallPrompt();
const root = document.getElementById('root');
function render(container: HTMLElement): void {
  // A transition renders in slices that yield to the browser, so the first render is no single long task.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}

/**
 * Starts the page's reads (its /api/page answer and, for a trip, the trip and its screen's code) before React and the
 * router are up: on a cold start these come from the device and are ready by the time the route asks for them.
 */
function startReads(pathname: string): void {
  const [, locale = '', ...rest] = pathname.split('/');
  if (!isRoutedLocale(locale)) return;
  const path = rest.join('/').replace(/\/+$/, '');
  void queryClient.prefetchQuery(pageQuery(locale, path));
  preloadForPath(queryClient, locale, path);
}

if (root) {
  if (takeOverFirstPaint(queryClient)) {
    // Who is signed in is read now, beside the page's own reads, as the plain shell's first render asks at once:
    // left to the header, it would start only once the route is ready, after what the page shows.
    const token = sessionToken();
    if (token) void queryClient.prefetchQuery(sessionQuery(token));
    // The server's page is on screen: evaluating the code, resolving the route (which starts its screen's code) and
    // rendering each get a task of their own rather than one long one, so input is answered in between.
    void nextTask()
      .then(() => router.load())
      .catch(() => undefined)
      .then(nextTask)
      .then(() => {
        removeFirstPaintHead();
        render(root);
      });
  } else {
    startReads(window.location.pathname);
    render(root);
  }
}
registerServiceWorker();
// Changes kept in the outbox (also from an earlier visit) go to the server as soon as it can be reached, and the query
// cache keeps its copy on the device; both load once the first page is rendered (or after a few seconds at the
// latest), so they do not delay it.
let backgroundStarted = false;
function startBackgroundWork(): void {
  if (backgroundStarted) return;
  backgroundStarted = true;
  stopWaiting();
  void import('./offline/sync-machine.ts').then(({ startSync }) => startSync());
  void import('./offline/query-persistence.ts').then(({ persistQueries }) => persistQueries());
}
// After the task that committed the first page, not inside it: their code then does not compete with the page's.
const stopWaiting = router.subscribe('onRendered', () => {
  setTimeout(startBackgroundWork, 0);
});
setTimeout(startBackgroundWork, BACKGROUND_WORK_LATEST_MS);
