import { AVERAGE_SPEED_KMH, ROAD_FACTOR } from '../../constants/trip-plan.ts';
import { haversineKm, type LatLng } from '../trip-route.ts';

/** A drive between two consecutive stops; estimated when it is not a routing service's road answer. */
export interface Leg {
  distanceKm: number;
  minutes: number;
  estimated: boolean;
}

/** The totals of a day's legs; estimated when any leg is. */
export interface LegTotals extends Leg {
  legs: number;
}

/** The straight line times the road factor, at the average speed; whole minutes, so schedules add up exactly. */
export function estimateLeg(from: LatLng, to: LatLng): Leg {
  const distanceKm = haversineKm(from, to) * ROAD_FACTOR;
  return { distanceKm, minutes: Math.round((distanceKm / AVERAGE_SPEED_KMH) * 60), estimated: true };
}

/** Adds up a day's legs; the missing ones (a stop without coordinates, the day's first stop) count nothing. */
export function sumLegs(legs: readonly (Leg | null | undefined)[]): LegTotals {
  let distanceKm = 0;
  let minutes = 0;
  let estimated = false;
  let count = 0;
  for (const leg of legs) {
    if (!leg) continue;
    distanceKm += leg.distanceKm;
    minutes += leg.minutes;
    estimated ||= leg.estimated;
    count += 1;
  }
  return { distanceKm, minutes, estimated, legs: count };
}
