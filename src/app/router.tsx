import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { TextsStore } from './i18n/texts-store.ts';
import type { ReactNode } from 'react';
import { TextsProvider } from './i18n/use-translation.tsx';
import { routeTree } from './routeTree.gen.ts';

/** What every route's loader and component may use: one set per browser tab, or per request on the server. */
export interface RouterContext {
  readonly queryClient: QueryClient;
  readonly i18n: TextsStore;
  /** The visitor's cookies: the request's on the server, `document.cookie` in the browser. */
  readonly cookies: () => string;
}

/**
 * The app's router, the same on the server and in the browser: the route tree, its context, and TanStack Query's
 * cache handed from the server's render to the browser's with the page (what the loaders read is not read twice).
 */
export function createAppRouter(context: RouterContext) {
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    Wrap: ({ children }: { children: ReactNode }) => <TextsProvider texts={context.i18n}>{children}</TextsProvider>,
  });
  setupRouterSsrQueryIntegration({ router, queryClient: context.queryClient });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
