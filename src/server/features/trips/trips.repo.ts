import type { Trip } from '../../../shared/api/calls/account.ts';
import type { TripPlace } from '../../../shared/api/calls/trips.ts';
import type { Image } from '../../../shared/api/common.ts';
import type { PlaceType } from '../../../shared/constants/places.ts';
import type { Queryable } from '../../db/database.ts';
import { translated } from '../../lib/sql-builder.ts';

type TripRow = { id: string; user_id: string; title: string; description: string; slug: string; image: Image | null; updated_at: string };
type RefRow = { trip_id: string; place_type: PlaceType; place_id: number };

/** A place row of the search index in one locale (one row per catalogue category). */
export type PlaceDocumentRow = {
  place_type: PlaceType; entity_id: number; doc_type: string; all_types: string[] | null; slug: string; title: string; url: string;
  city: string | null; image: Image | null; latitude: number | null; longitude: number | null; date_from: string | null; date_to: string | null;
};

/** The columns of a PlaceDocumentRow from `search_documents d`, titles and urls in `localeParam`. */
export const placeDocumentColumns = (localeParam: string) => `d.place_type, d.entity_id, d.doc_type, d.slug,
  ${translated('d.title', localeParam)} AS title, ${translated('d.url', localeParam)} AS url, d.city, d.image, d.latitude, d.longitude,
  d.date_from, d.date_to,
  (SELECT array_agg(x.doc_type ORDER BY x.doc_type) FROM search_documents x WHERE x.place_type = d.place_type AND x.entity_id = d.entity_id) AS all_types`;

export const toTripPlace = (row: PlaceDocumentRow): TripPlace => ({
  id: row.entity_id, slug: row.slug, title: row.title, types: row.all_types ?? [row.doc_type], type: row.place_type,
  dateFrom: row.date_from, dateTo: row.date_to, city: row.city, image: row.image?.url ?? null, url: row.url,
  latitude: row.latitude, longitude: row.longitude,
});

/** A place that is in the index under several categories is one place: the first row wins, in order. */
export function distinctPlaces(rows: readonly PlaceDocumentRow[]): TripPlace[] {
  const seen = new Map<string, TripPlace>();
  for (const row of rows) {
    const key = `${row.place_type}:${row.entity_id}`;
    if (!seen.has(key)) seen.set(key, toTripPlace(row));
  }
  return [...seen.values()];
}

/**
 * Trips (not deleted) by id, with their place references in trip order. A trip without its own
 * image shows the image of its first place that has one.
 */
export async function findTrips(db: Queryable, tripIds: readonly string[]): Promise<Trip[]> {
  if (tripIds.length === 0) return [];
  const trips = await db.query<TripRow>(
    `SELECT t.id, t.user_id, t.title, t.description, t.slug, t.updated_at,
            coalesce(t.image, (SELECT d.image FROM trip_places tp
                               JOIN search_documents d ON d.place_type = tp.place_type AND d.entity_id = tp.place_id
                               WHERE tp.trip_id = t.id AND tp.removed_at IS NULL AND d.image IS NOT NULL
                               ORDER BY tp.position, tp.added_at, d.doc_type LIMIT 1)) AS image
     FROM trips t WHERE t.id = ANY($1::uuid[]) AND t.deleted_at IS NULL ORDER BY t.updated_at DESC, t.id`,
    [tripIds],
  );
  const refs = await db.query<RefRow>(
    `SELECT trip_id, place_type, place_id FROM trip_places
     WHERE trip_id = ANY($1::uuid[]) AND removed_at IS NULL ORDER BY trip_id, position, added_at, place_type, place_id`,
    [trips.map((trip) => trip.id)],
  );
  return trips.map((trip) => ({
    id: trip.id, title: trip.title, description: trip.description, slug: trip.slug, image: trip.image, userId: trip.user_id,
    updatedAt: trip.updated_at,
    tripPlaces: refs.filter((ref) => ref.trip_id === trip.id).map((ref) => ({ place: { placeType: ref.place_type, placeId: ref.place_id } })),
  }));
}

export async function findTrip(db: Queryable, tripId: string): Promise<Trip | null> {
  const [trip] = await findTrips(db, [tripId]);
  return trip ?? null;
}

/** The places of a trip in trip order, from the search index (a place no longer published drops out). */
export async function findTripPlaces(db: Queryable, tripId: string, locale: string): Promise<TripPlace[]> {
  const rows = await db.query<PlaceDocumentRow>(
    `SELECT ${placeDocumentColumns('$2')}
     FROM trip_places tp JOIN search_documents d ON d.place_type = tp.place_type AND d.entity_id = tp.place_id
     WHERE tp.trip_id = $1 AND tp.removed_at IS NULL
     ORDER BY tp.position, tp.added_at, tp.place_type, tp.place_id, d.doc_type`,
    [tripId, locale],
  );
  return distinctPlaces(rows);
}

/** The box around the places that have coordinates (for the map and the offline tile download). */
export function placesBounds(places: readonly TripPlace[]): { south: number; west: number; north: number; east: number } | null {
  const points = places.filter((place) => place.latitude !== null && place.longitude !== null);
  if (points.length === 0) return null;
  const latitudes = points.map((place) => place.latitude ?? 0);
  const longitudes = points.map((place) => place.longitude ?? 0);
  return { south: Math.min(...latitudes), west: Math.min(...longitudes), north: Math.max(...latitudes), east: Math.max(...longitudes) };
}
