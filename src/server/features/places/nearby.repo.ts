import type { z } from 'zod';
import type { placesCalls } from '../../../shared/api/calls/places.ts';
import { MAP_LATITUDE_MAX, MAP_LATITUDE_MIN, MAP_TYPES } from '../../../shared/constants/places.ts';
import type { Queryable } from '../../db/database.ts';
import { greatCircleKmSql } from '../../lib/places/great-circle-sql.ts';
import { MAP_POINT_FROM, mapPointJson } from './map-points.repo.ts';

type NearbyInput = z.output<typeof placesCalls.nearby.input>;
type NearbyPoint = z.output<typeof placesCalls.nearby.output>['items'][number];

/** How many neighbours a detail page's map shows, and how far it looks for them. */
export const NEARBY_LIMIT = 8;
export const NEARBY_RADIUS_KM = 20;

/** Kilometres per degree of latitude: the box the search starts from before the exact distance is measured. */
const KM_PER_DEGREE = 111.2;

/**
 * The places (wine entities and restaurants) nearest a place, within NEARBY_RADIUS_KM, nearest first, as map points
 * with their distance. A wine entity of several types is one point, of its first type in the map's order. Undefined
 * when the place does not exist; empty when it has no location.
 */
export async function nearbyPlaces(db: Queryable, input: NearbyInput): Promise<NearbyPoint[] | undefined> {
  const [own] = await db.query<{ latitude: number | null; longitude: number | null }>(
    'SELECT latitude, longitude FROM search_documents WHERE place_type = $1 AND entity_id = $2 LIMIT 1',
    [input.placeType, input.id],
  );
  if (!own) return undefined;
  if (own.latitude === null || own.longitude === null) return [];
  const latSpan = NEARBY_RADIUS_KM / KM_PER_DEGREE;
  const lngSpan = latSpan / Math.max(Math.cos((own.latitude * Math.PI) / 180), 0.01);
  const distance = greatCircleKmSql('$5::float8', '$6::float8', 'd.latitude', 'd.longitude');
  const rows = await db.query<{ point: Omit<NearbyPoint, 'distanceKm'>; km: number }>(
    `SELECT point, km FROM (
       SELECT DISTINCT ON (d.place_type, d.entity_id) ${mapPointJson('$1')} AS point, ${distance} AS km
       ${MAP_POINT_FROM}
       WHERE d.place_type IN ('wine_entity', 'restaurant') AND NOT (d.place_type = $2 AND d.entity_id = $3)
         AND d.doc_type = ANY($4::text[])
         AND d.latitude BETWEEN greatest($5::float8 - $7::float8, ${MAP_LATITUDE_MIN}) AND least($5::float8 + $7::float8, ${MAP_LATITUDE_MAX})
         AND d.longitude BETWEEN $6::float8 - $8::float8 AND $6::float8 + $8::float8
       ORDER BY d.place_type, d.entity_id, array_position($4::text[], d.doc_type)
     ) near
     WHERE km <= $9
     ORDER BY km, point->>'type', (point->>'id')::int
     LIMIT ${NEARBY_LIMIT}`,
    [
      input.locale,
      input.placeType,
      input.id,
      [...MAP_TYPES],
      own.latitude,
      own.longitude,
      latSpan,
      lngSpan,
      NEARBY_RADIUS_KM,
    ],
  );
  return rows.map((row) => ({ ...row.point, distanceKm: Math.round(row.km * 1000) / 1000 }));
}
