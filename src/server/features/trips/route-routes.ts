import { tripRouteCalls } from '../../../shared/api/calls/trip-route.ts';
import type { RoutePoint } from '../../../shared/domain/route-points.ts';
import { estimateLeg } from '../../../shared/domain/trip-plan/legs.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';
import { fetchRoadRoute } from './route-road.ts';
import { findRouteEvents } from './route-events.repo.ts';

/** Roads change slowly: a road answer may be kept a day by the browser, the service worker and a CDN. */
export const ROAD_ROUTE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
/** An estimate stands in for a routing service that failed: asked again soon, when it may be back. */
export const ESTIMATED_ROUTE_CACHE = 'public, max-age=60';

const estimatedRoute = (points: readonly RoutePoint[]) => ({
  source: 'estimate' as const,
  legs: points
    .slice(1)
    .map((to, i) => estimateLeg(latLng(points[i] as RoutePoint), latLng(to)))
    .map((leg) => ({ ...leg, distanceKm: Math.round(leg.distanceKm * 1000) / 1000 })),
  line: points.map(([latitude, longitude]): [number, number] => [latitude, longitude]),
});
const latLng = ([latitude, longitude]: RoutePoint) => ({ latitude, longitude });

/**
 * A trip day's road legs through ROUTING_URL (an OSRM-compatible service), estimated without one or when it fails;
 * and the events along a trip. Both are stateless: answers are cached over HTTP only.
 */
export function registerTripRouteRoutes(router: ApiRouter, { db, config }: ServerDeps): void {
  router.bind(tripRouteCalls.route, async ({ points }, { c }) => {
    const road = config.routingUrl ? await fetchRoadRoute(config.routingUrl, points) : undefined;
    if (!road) {
      c.header('Cache-Control', ESTIMATED_ROUTE_CACHE);
      return estimatedRoute(points);
    }
    c.header('Cache-Control', ROAD_ROUTE_CACHE);
    return { source: 'road' as const, ...road };
  });

  router.bind(tripRouteCalls.routeEvents, async (input) => ({ items: await findRouteEvents(db, input) }));
}
