import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { Hono } from 'hono';
import { ApiRouter } from './lib/http/api-router.ts';
import { compressionPlace } from './lib/http/content-encoding.ts';
import { handleError } from './lib/http/handle-error.ts';
import { trustProxies } from './lib/auth/client-address.ts';
import { securityHeaders } from './lib/web/security-headers.ts';
import { registerStaticRoutes } from './lib/web/static-routes.ts';
import { registerApiDocsRoutes } from './lib/http/api-docs-routes.ts';
import type { ServerDeps } from './lib/server-deps.ts';
import { registerHealthRoutes } from './features/health/routes.ts';
import { registerPagesRoutes } from './features/pages/routes.ts';
import { registerPlacesRoutes } from './features/places/routes.ts';
import { registerEventsRoutes } from './features/events/routes.ts';
import { registerWinesRoutes } from './features/wines/routes.ts';
import { registerContentRoutes } from './features/content/routes.ts';
import { registerEncyclopediaRoutes } from './features/encyclopedia/routes.ts';
import { registerSearchRoutes } from './features/search/routes.ts';
import { registerAccountRoutes } from './features/account/routes.ts';
import { registerTripsRoutes } from './features/trips/routes.ts';
import { registerTripRouteRoutes } from './features/trips/route-routes.ts';
import { registerRequestsRoutes } from './features/requests/routes.ts';
import { registerFormsRoutes } from './features/forms/routes.ts';
import { registerReviewRoutes } from './features/review/routes.ts';

export interface CreatedApp {
  readonly app: Hono;
  readonly router: ApiRouter;
}

/** The whole server as a Hono app, without listening: main.ts serves it, tests call `app.request`. */
export function createApp(deps: ServerDeps): CreatedApp {
  const app = new Hono();
  app.use('*', securityHeaders(deps.config));
  app.use('*', trustProxies(deps.config.trustedProxies));
  app.use('*', compressionPlace(deps.db.engine === 'pglite'));
  // Weak validators from a hash of the body: a repeat visit, the service worker or a CDN revalidates with a 304.
  app.use('/api/*', compress());
  app.use('/api/*', etag({ weak: true }));
  app.onError(handleError);

  const router = new ApiRouter(app, {
    checkResponses: deps.config.checkResponses,
    costlyReadsPerClient: deps.config.costlyReadsPerClient,
  });
  for (const register of [
    registerHealthRoutes,
    registerPagesRoutes,
    registerPlacesRoutes,
    registerEventsRoutes,
    registerWinesRoutes,
    registerContentRoutes,
    registerEncyclopediaRoutes,
    registerSearchRoutes,
    registerAccountRoutes,
    registerTripsRoutes,
    registerTripRouteRoutes,
    registerRequestsRoutes,
    registerFormsRoutes,
    registerReviewRoutes,
  ]) {
    register(router, deps);
  }
  registerApiDocsRoutes(app);
  app.all('/api/*', (c) => c.json({ error: 'not_found', message: `No call ${c.req.method} ${c.req.path}` }, 404));
  registerStaticRoutes(app, deps);
  return { app, router };
}
