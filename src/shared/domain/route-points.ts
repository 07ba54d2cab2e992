/** A point of a route as [latitude, longitude]. */
export type RoutePoint = readonly [number, number];

/** Reads "lat,lng;lat,lng;…" into points, or undefined when any pair is not a valid position. */
export function parseRoutePoints(text: string): RoutePoint[] | undefined {
  const points: RoutePoint[] = [];
  for (const pair of text.split(';')) {
    const parts = pair.split(',');
    if (parts.length !== 2) return undefined;
    const [latitude, longitude] = parts.map((part) => (part.trim() === '' ? NaN : Number(part)));
    if (latitude === undefined || longitude === undefined) return undefined;
    if (!(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) return undefined;
    points.push([latitude, longitude]);
  }
  return points;
}

/** Points as the route calls read them (6 decimals, ~0.1 m: equal positions make equal, cacheable addresses). */
export const routePointsParam = (points: readonly RoutePoint[]): string =>
  points.map(([latitude, longitude]) => `${+latitude.toFixed(6)},${+longitude.toFixed(6)}`).join(';');
