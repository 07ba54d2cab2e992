import { MAP_LATITUDE_MAX, MAP_LATITUDE_MIN } from '../../../shared/constants/places.ts';
import { MAP_PIN_COLORS } from '../../../shared/constants/map.ts';
import type { MapPoint } from './place-map-props.ts';

/** Points are used only when the latitude lies within 48.5–51 and a longitude exists (spec 01 §5). */
export function usableMapPoints(points: readonly MapPoint[]): MapPoint[] {
  return points.filter(
    (point) =>
      Number.isFinite(point.latitude) &&
      point.latitude >= MAP_LATITUDE_MIN &&
      point.latitude <= MAP_LATITUDE_MAX &&
      Number.isFinite(point.longitude),
  );
}

export function pinColor(type: string): string {
  return MAP_PIN_COLORS[type] ?? MAP_PIN_COLORS.location ?? '#7b3fa0';
}

type LngLat = [number, number];

/** Convex hull (monotone chain) of [lng, lat] points, used to outline a wine subregion offline. */
export function convexHull(points: readonly LngLat[]): LngLat[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const cross = (o: LngLat, a: LngLat, b: LngLat) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: LngLat[]) =>
    list.reduce<LngLat[]>((hull, point) => {
      while (hull.length >= 2 && cross(hull[hull.length - 2] as LngLat, hull[hull.length - 1] as LngLat, point) <= 0)
        hull.pop();
      hull.push(point);
      return hull;
    }, []);
  const lower = half(sorted);
  const upper = half([...sorted].reverse());
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** The map's visible area, as Leaflet's bounds give it (degrees). */
export interface MapView {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The points inside the map's visible area (edges included), in their given order. */
export function pointsInView<T extends Pick<MapPoint, 'latitude' | 'longitude'>>(
  points: readonly T[],
  view: MapView,
): T[] {
  return points.filter(
    (point) =>
      point.latitude >= view.south &&
      point.latitude <= view.north &&
      point.longitude >= view.west &&
      point.longitude <= view.east,
  );
}

/** A point's key among the map's points: ids are unique only within a type (a cellar and an event may share one). */
export const mapPointKey = (point: Pick<MapPoint, 'id' | 'type'>) => `${point.type}:${point.id}`;
