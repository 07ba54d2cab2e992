import type { PlaceRef } from '../../../shared/api/calls/account.ts';
import { slugify } from '../../../shared/constants/sections.ts';
import type { Queryable } from '../../db/database.ts';
import { forbidden, notFound } from '../../lib/http/api-error.ts';
import { existingPlaces } from '../../lib/places/place-refs.ts';

/** An add time older than any real one: a tombstone row was never added. */
const NEVER = '1970-01-01T00:00:00.000Z';

/** An add that brings a place (back) into the trip, with no placement newer than it: it goes to the end, in no day. */
const BACK_UNPLACED = `(trip_places.removed_at IS NOT NULL AND trip_places.added_at <= trip_places.removed_at
    AND EXCLUDED.added_at > trip_places.removed_at
    AND (trip_places.placed_at IS NULL
         OR (trip_places.added_at > '${NEVER}'::timestamptz AND trip_places.placed_at < EXCLUDED.added_at)))`;

/** The trip, if it exists and belongs to the user: 404 for none (or deleted), 403 for someone else's. */
export async function requireOwnTrip(db: Queryable, tripId: string, userId: string): Promise<void> {
  const [trip] = await db.query<{ user_id: string; deleted: boolean }>(
    'SELECT user_id, deleted_at IS NOT NULL AS deleted FROM trips WHERE id = $1',
    [tripId],
  );
  if (!trip || trip.deleted) throw notFound('No such trip');
  if (trip.user_id !== userId) throw forbidden('The trip belongs to another user');
}

/** Creates the trip under its client-made id; the same id again is the same trip (a replayed create), never a second one. */
export async function createTrip(
  db: Queryable,
  trip: { id: string; userId: string; title: string; description: string; at: string },
): Promise<'created' | 'exists' | 'taken'> {
  const inserted = await db.query(
    `INSERT INTO trips (id, user_id, title, title_updated_at, description, description_updated_at, slug, created_at, updated_at)
     VALUES ($1, $2, $3, $5, $4, $5, $6, now(), now()) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [trip.id, trip.userId, trip.title, trip.description, trip.at, slugify(trip.title) || 'trip'],
  );
  if (inserted.length > 0) return 'created';
  const [existing] = await db.query<{ user_id: string; deleted: boolean }>(
    'SELECT user_id, deleted_at IS NOT NULL AS deleted FROM trips WHERE id = $1',
    [trip.id],
  );
  return existing && existing.user_id === trip.userId && !existing.deleted ? 'exists' : 'taken';
}

/** Title and description, each last-writer-wins by the client's edit time (DESIGN.md). */
export async function updateTrip(
  db: Queryable,
  tripId: string,
  title: string,
  description: string,
  at: string,
): Promise<void> {
  await db.query(
    `UPDATE trips SET
       title = CASE WHEN $4::timestamptz >= title_updated_at THEN $2 ELSE title END,
       slug = CASE WHEN $4::timestamptz >= title_updated_at THEN $5 ELSE slug END,
       title_updated_at = greatest(title_updated_at, $4::timestamptz),
       description = CASE WHEN $4::timestamptz >= description_updated_at THEN $3 ELSE description END,
       description_updated_at = greatest(description_updated_at, $4::timestamptz),
       updated_at = now()
     WHERE id = $1`,
    [tripId, title, description, at, slugify(title) || 'trip'],
  );
}

/**
 * Set semantics that commute (DESIGN.md): each place keeps the time of its latest add and of its latest removal, and
 * is in the trip while the add is newer. Adds and removals replayed in any order, or twice, end in the same set.
 */
export async function addTripPlaces(
  db: Queryable,
  tripId: string,
  places: readonly PlaceRef[],
  at: string,
): Promise<void> {
  const seen = new Set<string>();
  // One row per place (a statement may not update a row twice), in the order first given.
  const valid = (await existingPlaces(db, places)).filter((place) => {
    const key = `${place.placeType}:${place.placeId}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
  // New places go to the end in the given order, in no day; a place added again keeps its place unless it had been
  // removed. A place added back after a removal goes to the end unplanned, as a placement at its add time (so an older
  // placement arriving later does not move it); a row made by a plan write before the first add (added_at NEVER)
  // keeps a placement it holds, as if it had been placed after the add.
  await db.query(
    `INSERT INTO trip_places (trip_id, place_type, place_id, position, added_at)
     SELECT $1, p.place_type, p.place_id,
            (SELECT coalesce(max(position), -1) FROM trip_places WHERE trip_id = $1) + p.ordinality, $4
     FROM unnest($2::text[], $3::int[]) WITH ORDINALITY AS p(place_type, place_id, ordinality)
     ON CONFLICT (trip_id, place_type, place_id) DO UPDATE SET
       position = CASE WHEN ${BACK_UNPLACED} THEN EXCLUDED.position ELSE trip_places.position END,
       day_id = CASE WHEN ${BACK_UNPLACED} THEN NULL ELSE trip_places.day_id END,
       placed_at = CASE WHEN ${BACK_UNPLACED} AND trip_places.added_at > '${NEVER}'::timestamptz
                        THEN EXCLUDED.added_at ELSE trip_places.placed_at END,
       added_at = greatest(trip_places.added_at, EXCLUDED.added_at)`,
    [tripId, valid.map((place) => place.placeType), valid.map((place) => place.placeId), at],
  );
  await touch(db, tripId);
}

export async function removeTripPlace(
  db: Queryable,
  tripId: string,
  placeId: number,
  placeType: string | undefined,
  at: string,
): Promise<void> {
  await db.query(
    `UPDATE trip_places SET removed_at = greatest(coalesce(removed_at, $4::timestamptz), $4::timestamptz)
     WHERE trip_id = $1 AND place_id = $2 AND ($3::text IS NULL OR place_type = $3)`,
    [tripId, placeId, placeType ?? null, at],
  );
  // A removal that arrives before its add (replayed out of order) leaves a tombstone, so the late add stays older.
  if (placeType !== undefined) {
    await db.query(
      `INSERT INTO trip_places (trip_id, place_type, place_id, position, added_at, removed_at) VALUES ($1, $2, $3, 0, $5, $4)
       ON CONFLICT (trip_id, place_type, place_id) DO NOTHING`,
      [tripId, placeType, placeId, at, NEVER],
    );
  }
  await touch(db, tripId);
}

/** The named places first, in the given order; the others keep their order after them. */
export async function reorderTripPlaces(db: Queryable, tripId: string, places: readonly PlaceRef[]): Promise<void> {
  const rows = await db.query<{ place_type: string; place_id: number }>(
    'SELECT place_type, place_id FROM trip_places WHERE trip_id = $1 ORDER BY position, added_at, place_type, place_id',
    [tripId],
  );
  const key = (type: string, id: number) => `${type}:${id}`;
  const named = places.map((place) => key(place.placeType, place.placeId));
  const order = [
    ...new Set([
      ...named.filter((k) => rows.some((row) => key(row.place_type, row.place_id) === k)),
      ...rows.map((row) => key(row.place_type, row.place_id)),
    ]),
  ];
  await db.query(
    `UPDATE trip_places tp SET position = o.position - 1
     FROM unnest($2::text[]) WITH ORDINALITY AS o(key, position)
     WHERE tp.trip_id = $1 AND tp.place_type || ':' || tp.place_id = o.key`,
    [tripId, order],
  );
  await touch(db, tripId);
}

export async function deleteTrip(db: Queryable, tripId: string): Promise<void> {
  await db.query('UPDATE trips SET deleted_at = now(), updated_at = now() WHERE id = $1 AND deleted_at IS NULL', [
    tripId,
  ]);
}

const touch = (db: Queryable, tripId: string) =>
  db.query('UPDATE trips SET updated_at = now() WHERE id = $1', [tripId]);
