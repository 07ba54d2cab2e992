import { mapPointKey, usableMapPoints } from './map-points.ts';
import type { MapPoint, MapRoute, MapRouteStop } from './place-map-props.ts';

/** The colour of a trip's one route (the app's wine red), when no days colour it. */
export const ROUTE_COLOUR = '#7a1030';
/** The closest a route's first view comes: a day in one village still shows its streets, its pins apart. */
export const ROUTE_MAX_FIT_ZOOM = 15;

type LatLng = [number, number];

/** A route's line: the given road line when it has two points or more, else straight from stop to stop. */
export function routeLine(
  stops: readonly Pick<MapPoint, 'latitude' | 'longitude'>[],
  road?: readonly LatLng[] | null,
): { line: LatLng[]; straight: boolean } {
  if (road && road.length >= 2) return { line: road.map(([lat, lng]) => [lat, lng]), straight: false };
  return { line: stops.map((stop) => [stop.latitude, stop.longitude]), straight: true };
}

/** The map's route mode for a plain list of points: one route, numbered in order, joined by a straight line. */
export function pointsRoute(points: readonly MapPoint[]): MapRoute {
  const usable = usableMapPoints(points);
  const stops: MapRouteStop[] = usable.map((point, i) => ({
    key: mapPointKey(point),
    number: i + 1,
    name: `${i + 1}. ${point.title}`,
    point,
  }));
  return { key: 'route', colour: ROUTE_COLOUR, stops, ...routeLine(usable) };
}

/**
 * What the map fits its view to: the stops' keys, in no order. The same set (e.g. stops reordered, a hover, a new
 * road line) keeps the view where the user left it; a stop added or removed fits all of them again.
 */
export function routesFitKey(routes: readonly MapRoute[]): string {
  return routes
    .flatMap((route) => route.stops.map((stop) => stop.key))
    .sort()
    .join('|');
}
