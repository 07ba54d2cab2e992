import { z } from 'zod';
import type { RoutePoint } from '../../../shared/domain/route-points.ts';
import type { Leg } from '../../../shared/domain/trip-plan/legs.ts';

/** A routing service that has not answered by then is given up on: the legs are estimated instead. */
export const ROUTING_TIMEOUT_MS = 3000;

export interface RoadRoute {
  readonly legs: Leg[];
  /** [latitude, longitude] along the road. */
  readonly line: [number, number][];
}

const osrmAnswer = z.object({
  code: z.literal('Ok'),
  routes: z
    .array(
      z.object({
        geometry: z.object({
          type: z.literal('LineString'),
          coordinates: z.array(z.tuple([z.number(), z.number()]).rest(z.number())).min(2),
        }),
        legs: z.array(z.object({ distance: z.number().nonnegative(), duration: z.number().nonnegative() })),
      }),
    )
    .min(1),
});

// 5 decimals (~1 m) is finer than any map shows and keeps a long road line small.
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * The road route through `points` from an OSRM-compatible service (`{base}/route/v1/driving/{lng,lat;…}`), or
 * undefined when it fails, answers something else, or takes longer than ROUTING_TIMEOUT_MS.
 */
export async function fetchRoadRoute(
  base: string,
  points: readonly RoutePoint[],
  timeoutMs = ROUTING_TIMEOUT_MS,
): Promise<RoadRoute | undefined> {
  const coordinates = points.map(([latitude, longitude]) => `${longitude},${latitude}`).join(';');
  const url = `${base}/route/v1/driving/${coordinates}?overview=full&geometries=geojson`;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) {
      await response.body?.cancel();
      return undefined;
    }
    const parsed = osrmAnswer.safeParse(await response.json());
    if (!parsed.success) return undefined;
    const [route] = parsed.data.routes;
    if (!route || route.legs.length !== points.length - 1) return undefined;
    return {
      legs: route.legs.map((leg) => ({
        distanceKm: Math.round(leg.distance) / 1000,
        minutes: Math.round(leg.duration / 60),
        estimated: false,
      })),
      line: route.geometry.coordinates.map(([longitude, latitude]) => [round5(latitude), round5(longitude)]),
    };
  } catch {
    // Unreachable, refused, timed out, or not JSON: the caller estimates.
    return undefined;
  }
}
