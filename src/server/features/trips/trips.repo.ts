import type { ListedPlace, TripPlace } from '../../../shared/api/calls/trips.ts';
import type { Image } from '../../../shared/api/common.ts';
import type { PlaceStateType, PlaceType } from '../../../shared/constants/places.ts';
import type { Queryable } from '../../db/database.ts';
import { translated } from '../../lib/sql-builder.ts';

/** A place row of the search index in one locale (one row per catalogue category); a trip's places by default. */
export type PlaceDocumentRow<Type extends PlaceStateType = PlaceType> = {
  place_type: Type;
  entity_id: number;
  doc_type: string;
  all_types: string[] | null;
  slug: string;
  title: string;
  url: string;
  city: string | null;
  image: Image | null;
  latitude: number | null;
  longitude: number | null;
  date_from: string | null;
  date_to: string | null;
};

/** The columns of a PlaceDocumentRow from `search_documents d`, titles and urls in `localeParam`. */
export const placeDocumentColumns = (localeParam: string) => `d.place_type, d.entity_id, d.doc_type, d.slug,
  ${translated('d.title', localeParam)} AS title, ${translated('d.url', localeParam)} AS url, d.city, d.image, d.latitude, d.longitude,
  d.date_from, d.date_to,
  (SELECT array_agg(x.doc_type ORDER BY x.doc_type) FROM search_documents x WHERE x.place_type = d.place_type AND x.entity_id = d.entity_id) AS all_types`;

export const toTripPlace = <Type extends PlaceStateType>(
  row: PlaceDocumentRow<Type>,
): ListedPlace & { type: Type } => ({
  id: row.entity_id,
  slug: row.slug,
  title: row.title,
  types: row.all_types ?? [row.doc_type],
  type: row.place_type,
  dateFrom: row.date_from,
  dateTo: row.date_to,
  city: row.city,
  image: row.image?.url ?? null,
  url: row.url,
  latitude: row.latitude,
  longitude: row.longitude,
});

/** A place that is in the index under several categories is one place: the first row wins, in order. */
export function distinctPlaces<Type extends PlaceStateType>(
  rows: readonly PlaceDocumentRow<Type>[],
): (ListedPlace & { type: Type })[] {
  const seen = new Map<string, ListedPlace & { type: Type }>();
  for (const row of rows) {
    const key = `${row.place_type}:${row.entity_id}`;
    if (!seen.has(key)) seen.set(key, toTripPlace(row));
  }
  return [...seen.values()];
}

/** The places of a trip in trip order, from the search index (a place no longer published drops out), with their hours. */
export async function findTripPlaces(db: Queryable, tripId: string, locale: string): Promise<TripPlace[]> {
  const rows = await db.query<PlaceDocumentRow & { opening_hours: unknown }>(
    `SELECT ${placeDocumentColumns('$2')},
       CASE tp.place_type
         WHEN 'wine_entity' THEN (SELECT e.sections->'openingHours' FROM wine_entities e WHERE e.id = tp.place_id)
         WHEN 'restaurant' THEN (SELECT r.opening_hours FROM restaurants r WHERE r.id = tp.place_id)
       END AS opening_hours
     FROM trip_places tp JOIN search_documents d ON d.place_type = tp.place_type AND d.entity_id = tp.place_id
     WHERE tp.trip_id = $1 AND (tp.removed_at IS NULL OR tp.added_at > tp.removed_at)
     ORDER BY tp.position, tp.added_at, tp.place_type, tp.place_id, d.doc_type`,
    [tripId, locale],
  );
  const hours = new Map(rows.map((row) => [`${row.place_type}:${row.entity_id}`, row.opening_hours ?? null]));
  return distinctPlaces(rows).map((place) => ({
    ...place,
    openingHours: hours.get(`${place.type}:${place.id}`) ?? null,
  }));
}
