export interface LatLng {
  latitude: number;
  longitude: number;
}

interface MaybeLocated {
  latitude: number | null;
  longitude: number | null;
}

const EARTH_RADIUS_KM = 6371;
const MAX_TWO_OPT_PASSES = 50;
// Floating-point noise must not count as an improvement, or equal-length swaps could cycle.
const MIN_GAIN_KM = 1e-9;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  // Rounding can push h a hair above 1 for antipodal points, where asin would return NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, h)));
}

export function pathLengthKm(points: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += haversineKm(points[i - 1] as LatLng, points[i] as LatLng);
  return total;
}

function isLocated<T extends MaybeLocated>(stop: T): stop is T & LatLng {
  return (
    stop.latitude !== null &&
    stop.longitude !== null &&
    Number.isFinite(stop.latitude) &&
    Number.isFinite(stop.longitude)
  );
}

/** Greedy open path from index 0 over a distance matrix; ties go to the lower index so the result is stable. */
function nearestNeighbour(dist: readonly (readonly number[])[]): number[] {
  const n = dist.length;
  const visited = new Array<boolean>(n).fill(false);
  const path = [0];
  visited[0] = true;
  for (let step = 1; step < n; step++) {
    const row = dist[path[step - 1] as number] as readonly number[];
    let best = -1;
    let bestDistance = Infinity;
    for (let j = 0; j < n; j++) {
      if (!visited[j] && (row[j] as number) < bestDistance) {
        best = j;
        bestDistance = row[j] as number;
      }
    }
    visited[best] = true;
    path.push(best);
  }
  return path;
}

/** 2-opt on an open path with path[0] fixed: reversing path[i..j] swaps at most two edges, and none past the end. */
function twoOpt(path: number[], dist: readonly (readonly number[])[]): number[] {
  const n = path.length;
  const d = (a: number, b: number): number =>
    (dist[path[a] as number] as readonly number[])[path[b] as number] as number;
  for (let pass = 0; pass < MAX_TWO_OPT_PASSES; pass++) {
    let improved = false;
    for (let i = 1; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const last = j === n - 1;
        const before = d(i - 1, i) + (last ? 0 : d(j, j + 1));
        const after = d(i - 1, j) + (last ? 0 : d(i, j + 1));
        if (after < before - MIN_GAIN_KM) {
          for (let lo = i, hi = j; lo < hi; lo++, hi--) {
            const tmp = path[lo] as number;
            path[lo] = path[hi] as number;
            path[hi] = tmp;
          }
          improved = true;
        }
      }
    }
    if (!improved) break;
  }
  return path;
}

/**
 * Orders a trip's stops into a short open route (no return to the start). Nearest neighbour alone
 * leaves long crossing legs; 2-opt removes them. The start stays where the user put it.
 */
export function orderStops<T extends MaybeLocated>(
  stops: readonly T[],
  startIndex = 0,
): { ordered: T[]; unlocated: T[]; distanceKm: number } {
  const located: (T & LatLng)[] = [];
  const unlocated: T[] = [];
  let start = 0;
  stops.forEach((stop, index) => {
    if (isLocated(stop)) {
      if (index === startIndex) start = located.length;
      located.push(stop);
    } else {
      unlocated.push(stop);
    }
  });
  if (located.length === 0) return { ordered: [], unlocated, distanceKm: 0 };

  // The start goes first so that index 0 of the matrix is the fixed end of the path.
  const points = [located[start] as T & LatLng, ...located.filter((_, index) => index !== start)];
  const dist = points.map((a) => points.map((b) => haversineKm(a, b)));
  const order = twoOpt(nearestNeighbour(dist), dist);
  const ordered = order.map((index) => points[index] as T & LatLng);
  return { ordered, unlocated, distanceKm: pathLengthKm(ordered) };
}
