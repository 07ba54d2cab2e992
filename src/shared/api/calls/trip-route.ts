import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { isoDate, localeField } from '../common.ts';
import {
  ROUTE_EVENT_RADIUS_KM,
  ROUTE_EVENTS_DAYS_MAX,
  TRIP_ROUTE_POINTS_MAX,
  TRIP_ROUTE_POINTS_MIN,
} from '../../constants/trip-route.ts';
import { parseRoutePoints, type RoutePoint } from '../../domain/route-points.ts';
import { tripPlaceSchema } from './trips.ts';

// The app builds the points parameter with routePointsParam from the domain (a value import of the contract is not for the app).
export { routePointsParam, type RoutePoint } from '../../domain/route-points.ts';

const POINTS_TEXT_MAX = TRIP_ROUTE_POINTS_MAX * 48;
const POINT_ERROR = 'points must be "lat,lng" pairs separated by ";" (latitude -90..90, longitude -180..180)';

const pointsField = z
  .string({ error: 'points is required' })
  .max(POINTS_TEXT_MAX, { error: `points may hold at most ${TRIP_ROUTE_POINTS_MAX} points` })
  .transform((text, context): RoutePoint[] => {
    const points = parseRoutePoints(text);
    if (!points) {
      context.addIssue({ code: 'custom', message: POINT_ERROR });
      return z.NEVER;
    }
    if (points.length < TRIP_ROUTE_POINTS_MIN || points.length > TRIP_ROUTE_POINTS_MAX) {
      context.addIssue({
        code: 'custom',
        message: `points must hold ${TRIP_ROUTE_POINTS_MIN} to ${TRIP_ROUTE_POINTS_MAX} points`,
      });
      return z.NEVER;
    }
    return points;
  })
  .describe('"lat,lng;lat,lng;…" in visiting order');

export const legSchema = z.object({
  distanceKm: z.number().nonnegative(),
  minutes: z.number().nonnegative(),
  estimated: z.boolean().describe('true: great-circle distance × a road factor at an average speed ("odhad")'),
});

const DAY_MS = 86_400_000;

export const tripRouteCalls = {
  route: defineCall({
    id: 'getTripRoute',
    method: 'GET',
    path: '/api/trip/route',
    encoding: 'query',
    tag: 'trips',
    auth: 'public',
    summary:
      'Legs (distance, drive time) and the line between consecutive points: by road through the routing service (ROUTING_URL), or estimated when there is none or it fails',
    input: z.object({ points: pointsField }),
    output: z.object({
      source: z.enum(['road', 'estimate']),
      legs: z.array(legSchema).describe('One per pair of consecutive points'),
      line: z
        .array(z.tuple([z.number(), z.number()]))
        .describe('[latitude, longitude] along the road, or the points themselves for an estimate'),
    }),
  }),
  routeEvents: defineCall({
    id: 'getTripRouteEvents',
    method: 'GET',
    path: '/api/trip/route-events',
    encoding: 'query',
    tag: 'trips',
    auth: 'public',
    summary: `Events on the given dates within ${ROUTE_EVENT_RADIUS_KM} km of any of the points (suggestions for a trip's route), by date then distance`,
    input: z
      .object({ dateFrom: isoDate, dateTo: isoDate, points: pointsField, locale: localeField })
      .superRefine(({ dateFrom, dateTo }, context) => {
        const days = (Date.parse(dateTo) - Date.parse(dateFrom)) / DAY_MS;
        if (days < 0)
          context.addIssue({ code: 'custom', path: ['dateTo'], message: 'dateTo must not be before dateFrom' });
        else if (days >= ROUTE_EVENTS_DAYS_MAX)
          context.addIssue({
            code: 'custom',
            path: ['dateTo'],
            message: `the dates may span at most ${ROUTE_EVENTS_DAYS_MAX} days`,
          });
      }),
    output: z.object({
      items: z.array(
        tripPlaceSchema.extend({ distanceKm: z.number().describe('From the nearest of the points, great-circle') }),
      ),
    }),
  }),
} as const;
