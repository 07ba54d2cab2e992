import type { z } from 'zod';
import type { tripRouteCalls } from '../../../shared/api/calls/trip-route.ts';
import type { RoutePoint } from '../../../shared/domain/route-points.ts';
import { ROUTE_EVENT_RADIUS_KM } from '../../../shared/constants/trip-route.ts';
import type { Queryable } from '../../db/database.ts';
import { greatCircleKmSql } from '../../lib/places/great-circle-sql.ts';
import { placeDocumentColumns, toTripPlace, type PlaceDocumentRow } from './trips.repo.ts';

type RouteEventsInput = z.output<typeof tripRouteCalls.routeEvents.input>;
type RouteEvent = z.input<typeof tripRouteCalls.routeEvents.output>['items'][number];

/** Kilometres per degree of latitude: the box the search starts from before the exact distance is measured. */
const KM_PER_DEGREE = 111.2;
/** Enough for any trip's suggestions (a month along 25 points); the answer stays small. */
export const ROUTE_EVENTS_LIMIT = 100;

/** The box around the points, grown by the radius, that an event must be in before its distance is measured. */
function boxAround(points: readonly RoutePoint[], radiusKm: number) {
  const latitudes = points.map(([latitude]) => latitude);
  const longitudes = points.map(([, longitude]) => longitude);
  const south = Math.min(...latitudes) - radiusKm / KM_PER_DEGREE;
  const north = Math.max(...latitudes) + radiusKm / KM_PER_DEGREE;
  const widest = Math.max(Math.abs(south), Math.abs(north));
  const lngSpan = radiusKm / KM_PER_DEGREE / Math.max(Math.cos((Math.min(widest, 89) * Math.PI) / 180), 0.01);
  return { south, north, west: Math.min(...longitudes) - lngSpan, east: Math.max(...longitudes) + lngSpan };
}

/**
 * The events whose dates overlap dateFrom..dateTo and whose position is within ROUTE_EVENT_RADIUS_KM of one of the
 * points, by first day, then distance from the nearest point: one query, the same on PGlite and PostgreSQL.
 */
export async function findRouteEvents(db: Queryable, input: RouteEventsInput): Promise<RouteEvent[]> {
  const box = boxAround(input.points, ROUTE_EVENT_RADIUS_KM);
  const rows = await db.query<PlaceDocumentRow & { km: number }>(
    `SELECT * FROM (
       SELECT DISTINCT ON (d.entity_id) ${placeDocumentColumns('$1')}, near.km
       FROM search_documents d
       CROSS JOIN LATERAL (
         SELECT min(${greatCircleKmSql('p.latitude', 'p.longitude', 'd.latitude', 'd.longitude')}) AS km
         FROM unnest($4::float8[], $5::float8[]) AS p(latitude, longitude)
       ) near
       WHERE d.place_type = 'event' AND d.latitude IS NOT NULL AND d.longitude IS NOT NULL
         AND d.date_from <= $3::date AND coalesce(d.date_to, d.date_from) >= $2::date
         AND d.latitude BETWEEN $6::float8 AND $7::float8 AND d.longitude BETWEEN $8::float8 AND $9::float8
       ORDER BY d.entity_id, d.doc_type
     ) found
     WHERE km <= $10::float8
     ORDER BY date_from, km, entity_id
     LIMIT ${ROUTE_EVENTS_LIMIT}`,
    [
      input.locale,
      input.dateFrom,
      input.dateTo,
      input.points.map(([latitude]) => latitude),
      input.points.map(([, longitude]) => longitude),
      box.south,
      box.north,
      box.west,
      box.east,
      ROUTE_EVENT_RADIUS_KM,
    ],
  );
  return rows.map((row) => ({ ...toTripPlace(row), distanceKm: Math.round(row.km * 1000) / 1000 }));
}
