import { tripsCalls } from '../../../shared/api/calls/trips.ts';
import type { Image } from '../../../shared/api/common.ts';
import { notFound, notImplemented } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import { SqlWhere, translated } from '../../lib/sql-builder.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';

type PlaceRow = { id: number; slug: string; title: string; doc_type: string; place_type: 'wine_entity' | 'restaurant' | 'event'; date_from: string | null; date_to: string | null; city: string | null; image: Image | null; url: string; latitude: number | null; longitude: number | null };
const toPlace = (row: PlaceRow, types: string[]) => ({
  id: row.id, slug: row.slug, title: row.title, types, type: row.place_type, dateFrom: row.date_from, dateTo: row.date_to, city: row.city,
  image: row.image?.url ?? null, url: row.url, latitude: row.latitude, longitude: row.longitude,
});
const PLACE_COLUMNS = (locale: string) => `d.entity_id AS id, d.slug, ${translated('d.title', locale)} AS title, d.doc_type, d.place_type, d.date_from, d.date_to, d.city, d.image, ${translated('d.url', locale)} AS url, d.latitude, d.longitude`;

export function registerTripsRoutes(router: ApiRouter, { db }: ServerDeps): void {
  router.bind(tripsCalls.places, async ({ tripId, userId, locale }) => {
    const [trip] = await db.query<{ id: string; title: string; description: string; slug: string; user_id: string; updated_at: string }>(
      'SELECT id, title, description, slug, user_id, updated_at FROM trips WHERE id = $1 AND deleted_at IS NULL', [tripId]);
    if (!trip) throw notFound('No such trip');
    const rows = await db.query<PlaceRow & { all_types: string[] }>(
      `SELECT DISTINCT ON (tp.position, tp.place_type, tp.place_id) ${PLACE_COLUMNS('$2')}, tp.position,
              (SELECT array_agg(x.doc_type) FROM search_documents x WHERE x.place_type = tp.place_type AND x.entity_id = tp.place_id) AS all_types
       FROM trip_places tp JOIN search_documents d ON d.place_type = tp.place_type AND d.entity_id = tp.place_id
       WHERE tp.trip_id = $1 AND tp.removed_at IS NULL ORDER BY tp.position, tp.place_type, tp.place_id, d.doc_type`,
      [tripId, locale],
    );
    return {
      data: {
        trip: { id: trip.id, title: trip.title, description: trip.description, slug: trip.slug, userId: trip.user_id, updatedAt: trip.updated_at },
        places: rows.map((row) => toPlace(row, row.all_types)),
        placesMetaData: { count: rows.length, isOwner: userId === trip.user_id },
      },
    };
  });

  router.bind(tripsCalls.placesSearch, async ({ locale, s, t }) => {
    const where = new SqlWhere().and("d.place_type IN ('wine_entity', 'restaurant', 'event')").and("(d.doc_type <> 'event' OR d.date_to >= CURRENT_DATE)").words('d.search_text', s);
    const countRows = await db.query<{ doc_type: string; n: number }>(`SELECT d.doc_type, count(*)::int AS n FROM search_documents d ${where} GROUP BY d.doc_type`, where.params);
    if (t.length > 0) where.and(`d.doc_type = ANY(${where.add(t)}::text[])`);
    const rows = await db.query<PlaceRow>(`SELECT ${PLACE_COLUMNS(where.add(locale))} FROM search_documents d ${where} ORDER BY d.popularity DESC, d.entity_id LIMIT 200`, where.params);
    const counts: Record<string, number> = { total: countRows.reduce((sum, r) => sum + r.n, 0) };
    for (const row of countRows) counts[row.doc_type] = row.n;
    const lists: Record<string, ReturnType<typeof toPlace>[]> = {};
    for (const row of rows) (lists[row.doc_type] ??= []).push(toPlace(row, [row.doc_type]));
    return { counts, places: rows.map((row) => toPlace(row, [row.doc_type])), lists };
  });

  for (const call of [tripsCalls.create, tripsCalls.update, tripsCalls.addPlaces, tripsCalls.addVisitedPlaces, tripsCalls.deletePlace, tripsCalls.delete]) {
    router.bind(call, async () => {
      throw notImplemented(call.path);
    });
  }
}
