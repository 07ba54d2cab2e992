import type { PlaceRef } from '../../../shared/api/calls/account.ts';
import { TRIP_DAYS_MAX, TRIP_LOG_ENTRIES_MAX, type TripLogKind } from '../../../shared/constants/trip-plan-limits.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../lib/http/api-error.ts';
import { existingPlaces } from '../../lib/places/place-refs.ts';

/**
 * The trip planner's writes (issue 29). Each keeps, per record or field, the client time of its newest write and takes a
 * write only when it is at least as new (DESIGN.md last-writer-wins), so any delivery order, or a delivery twice, ends
 * the same. A write about something that has not arrived yet (a stop of a place not added yet, a delete before its
 * day) leaves a row that the later, older write cannot override.
 */

/** A time older than any real one: the row was never saved (added) by its own write. */
const NEVER = '1970-01-01T00:00:00.000Z';

const tooMany = (field: string, message: string) =>
  new ApiError(409, 'limit_reached', message, [{ path: field, message }]);

export type DayFields = { dayId: string; position: number; date: string | null; startTime: string | null };

export async function saveTripDay(db: Queryable, tripId: string, day: DayFields, at: string): Promise<void> {
  const [count] = await db.query<{ known: boolean; present: number }>(
    `SELECT bool_or(id = $2) AS known,
            count(*) FILTER (WHERE removed_at IS NULL OR saved_at > removed_at)::int AS present
     FROM trip_days WHERE trip_id = $1`,
    [tripId, day.dayId],
  );
  // Only a new day counts against the bound: an edit, or a replay of a save already made, always goes through.
  if (count?.known !== true && (count?.present ?? 0) >= TRIP_DAYS_MAX)
    throw tooMany('dayId', `a trip has at most ${TRIP_DAYS_MAX} days`);
  await db.query(
    `INSERT INTO trip_days (trip_id, id, position, date, start_time, saved_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (trip_id, id) DO UPDATE SET
       position = CASE WHEN EXCLUDED.saved_at >= trip_days.saved_at THEN EXCLUDED.position ELSE trip_days.position END,
       date = CASE WHEN EXCLUDED.saved_at >= trip_days.saved_at THEN EXCLUDED.date ELSE trip_days.date END,
       start_time = CASE WHEN EXCLUDED.saved_at >= trip_days.saved_at THEN EXCLUDED.start_time ELSE trip_days.start_time END,
       saved_at = greatest(trip_days.saved_at, EXCLUDED.saved_at)`,
    [tripId, day.dayId, day.position, day.date, day.startTime, at],
  );
  await touch(db, tripId);
}

/** The day is gone while this delete is newer than its latest save; its stops keep its id and show as unplanned. */
export async function deleteTripDay(db: Queryable, tripId: string, dayId: string, at: string): Promise<void> {
  await db.query(
    `INSERT INTO trip_days (trip_id, id, saved_at, removed_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (trip_id, id) DO UPDATE SET removed_at = greatest(trip_days.removed_at, EXCLUDED.removed_at)`,
    [tripId, dayId, NEVER, at],
  );
  await touch(db, tripId);
}

export type StopPlacement = PlaceRef & { dayId: string | null; position: number };

/** One row per place (a statement may not update a row twice): the last placement given for a place counts. */
function lastPerPlace<T extends PlaceRef>(items: readonly T[]): T[] {
  const byKey = new Map<string, T>();
  for (const item of items) byKey.set(`${item.placeType}:${item.placeId}`, item);
  return [...byKey.values()];
}

/** Each stop's day and position together, last-writer-wins per stop (places that do not exist are skipped). */
export async function placeTripStops(
  db: Queryable,
  tripId: string,
  stops: readonly StopPlacement[],
  at: string,
): Promise<void> {
  const real = new Set((await existingPlaces(db, stops)).map((ref) => `${ref.placeType}:${ref.placeId}`));
  const valid = lastPerPlace(stops).filter((stop) => real.has(`${stop.placeType}:${stop.placeId}`));
  if (valid.length === 0) return;
  await db.query(
    `INSERT INTO trip_places (trip_id, place_type, place_id, position, day_id, placed_at, added_at, removed_at)
     SELECT $1, s.place_type, s.place_id, s.position, s.day_id::uuid, $6::timestamptz, $7::timestamptz, $7::timestamptz
     FROM unnest($2::text[], $3::int[], $4::double precision[], $5::text[]) AS s(place_type, place_id, position, day_id)
     ON CONFLICT (trip_id, place_type, place_id) DO UPDATE SET
       day_id = CASE WHEN trip_places.placed_at IS NULL OR EXCLUDED.placed_at >= trip_places.placed_at
                     THEN EXCLUDED.day_id ELSE trip_places.day_id END,
       position = CASE WHEN trip_places.placed_at IS NULL OR EXCLUDED.placed_at >= trip_places.placed_at
                       THEN EXCLUDED.position ELSE trip_places.position END,
       placed_at = greatest(trip_places.placed_at, EXCLUDED.placed_at)`,
    [
      tripId,
      valid.map((stop) => stop.placeType),
      valid.map((stop) => stop.placeId),
      valid.map((stop) => stop.position),
      valid.map((stop) => stop.dayId),
      at,
      NEVER,
    ],
  );
  await touch(db, tripId);
}

/** A stop's note and earliest visit time, each present field last-writer-wins on its own. */
export async function updateTripStop(
  db: Queryable,
  tripId: string,
  stop: PlaceRef,
  fields: { note?: string | undefined; notBefore?: string | null | undefined },
  at: string,
): Promise<void> {
  if ((await existingPlaces(db, [stop])).length === 0) return;
  const noteGiven = fields.note !== undefined;
  const notBeforeGiven = fields.notBefore !== undefined;
  await db.query(
    `INSERT INTO trip_places (trip_id, place_type, place_id, position, added_at, removed_at,
                              note, note_updated_at, not_before, not_before_updated_at)
     VALUES ($1, $2, $3, 0, $9, $9, CASE WHEN $4 THEN $5 ELSE '' END, CASE WHEN $4 THEN $8::timestamptz END,
             CASE WHEN $6 THEN $7 END, CASE WHEN $6 THEN $8::timestamptz END)
     ON CONFLICT (trip_id, place_type, place_id) DO UPDATE SET
       note = CASE WHEN $4 AND (trip_places.note_updated_at IS NULL OR $8::timestamptz >= trip_places.note_updated_at)
                   THEN $5 ELSE trip_places.note END,
       note_updated_at = CASE WHEN $4 THEN greatest(trip_places.note_updated_at, $8::timestamptz)
                              ELSE trip_places.note_updated_at END,
       not_before = CASE WHEN $6 AND (trip_places.not_before_updated_at IS NULL OR $8::timestamptz >= trip_places.not_before_updated_at)
                         THEN $7 ELSE trip_places.not_before END,
       not_before_updated_at = CASE WHEN $6 THEN greatest(trip_places.not_before_updated_at, $8::timestamptz)
                                    ELSE trip_places.not_before_updated_at END`,
    [
      tripId,
      stop.placeType,
      stop.placeId,
      noteGiven,
      fields.note ?? '',
      notBeforeGiven,
      fields.notBefore ?? null,
      at,
      NEVER,
    ],
  );
  await touch(db, tripId);
}

export type LogFields = PlaceRef & {
  id: string;
  kind: TripLogKind;
  wineId: number | null;
  wineName: string;
  price: number | null;
  rating: number | null;
};

/**
 * Upserts an entry by its client-made id, last-writer-wins; a deleted entry stays deleted. A wine that is no longer
 * in the portal is kept by its name only.
 */
export async function saveTripLogEntry(db: Queryable, tripId: string, entry: LogFields, at: string): Promise<void> {
  const [count] = await db.query<{ known: boolean; present: number }>(
    `SELECT bool_or(id = $2) AS known, count(*) FILTER (WHERE deleted_at IS NULL)::int AS present
     FROM trip_stop_logs WHERE trip_id = $1`,
    [tripId, entry.id],
  );
  if (count?.known !== true && (count?.present ?? 0) >= TRIP_LOG_ENTRIES_MAX)
    throw tooMany('id', `a trip's log holds at most ${TRIP_LOG_ENTRIES_MAX} entries`);
  const wineId =
    entry.wineId === null
      ? null
      : (await db.query('SELECT 1 FROM ml_wines WHERE id = $1', [entry.wineId])).length > 0
        ? entry.wineId
        : null;
  await db.query(
    `INSERT INTO trip_stop_logs (trip_id, id, place_type, place_id, kind, wine_id, wine_name, price, rating, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
     ON CONFLICT (trip_id, id) DO UPDATE SET
       place_type = CASE WHEN EXCLUDED.updated_at >= trip_stop_logs.updated_at THEN EXCLUDED.place_type ELSE trip_stop_logs.place_type END,
       place_id = CASE WHEN EXCLUDED.updated_at >= trip_stop_logs.updated_at THEN EXCLUDED.place_id ELSE trip_stop_logs.place_id END,
       kind = CASE WHEN EXCLUDED.updated_at >= trip_stop_logs.updated_at THEN EXCLUDED.kind ELSE trip_stop_logs.kind END,
       wine_id = CASE WHEN EXCLUDED.updated_at >= trip_stop_logs.updated_at THEN EXCLUDED.wine_id ELSE trip_stop_logs.wine_id END,
       wine_name = CASE WHEN EXCLUDED.updated_at >= trip_stop_logs.updated_at THEN EXCLUDED.wine_name ELSE trip_stop_logs.wine_name END,
       price = CASE WHEN EXCLUDED.updated_at >= trip_stop_logs.updated_at THEN EXCLUDED.price ELSE trip_stop_logs.price END,
       rating = CASE WHEN EXCLUDED.updated_at >= trip_stop_logs.updated_at THEN EXCLUDED.rating ELSE trip_stop_logs.rating END,
       created_at = least(trip_stop_logs.created_at, EXCLUDED.created_at),
       updated_at = greatest(trip_stop_logs.updated_at, EXCLUDED.updated_at)`,
    [
      tripId,
      entry.id,
      entry.placeType,
      entry.placeId,
      entry.kind,
      wineId,
      entry.wineName,
      entry.price,
      entry.rating,
      at,
    ],
  );
  await touch(db, tripId);
}

/** A tombstone: the entry is gone for good, whatever save arrives after it (a delete before its save keeps a row). */
export async function deleteTripLogEntry(db: Queryable, tripId: string, id: string, at: string): Promise<void> {
  await db.query(
    `INSERT INTO trip_stop_logs (trip_id, id, place_type, place_id, kind, wine_name, created_at, updated_at, deleted_at)
     VALUES ($1, $2, 'wine_entity', 0, 'tasted', '', $3, $3, $3)
     ON CONFLICT (trip_id, id) DO UPDATE SET
       deleted_at = least(coalesce(trip_stop_logs.deleted_at, EXCLUDED.deleted_at), EXCLUDED.deleted_at),
       updated_at = greatest(trip_stop_logs.updated_at, EXCLUDED.updated_at)`,
    [tripId, id, at],
  );
  await touch(db, tripId);
}

const touch = (db: Queryable, tripId: string) =>
  db.query('UPDATE trips SET updated_at = now() WHERE id = $1', [tripId]);
