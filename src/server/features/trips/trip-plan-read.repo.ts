import type { TripDay, TripLogEntry, TripPlanClocks, TripStop } from '../../../shared/api/calls/trip-plan.ts';
import type { PlaceType } from '../../../shared/constants/places.ts';
import type { TripLogKind } from '../../../shared/constants/trip-plan-limits.ts';
import type { Queryable } from '../../db/database.ts';

type DayRow = {
  id: string;
  position: number;
  date: string | null;
  start_time: string | null;
  saved_at: string;
  removed_at: string | null;
};
type StopRow = {
  place_type: PlaceType;
  place_id: number;
  day_id: string | null;
  position: number;
  note: string;
  not_before: string | null;
  placed_at: string | null;
  note_updated_at: string | null;
  not_before_updated_at: string | null;
};
type LogRow = {
  id: string;
  place_type: PlaceType;
  place_id: number;
  kind: TripLogKind;
  wine_id: number | null;
  wine_name: string;
  price: number | null;
  rating: number | null;
  created_at: string;
  updated_at: string;
  deleted: boolean;
};

/**
 * A trip's plan: the days that are there (by position, then id); a stop for every place in the trip, by placeType then
 * placeId (a day's order is its stops' positions), with its day as stored (a deleted or unknown day = not in a day);
 * the live log oldest first; and the merge times, deleted days and entries included.
 */
export async function findTripPlan(
  db: Queryable,
  tripId: string,
): Promise<{ days: TripDay[]; stops: TripStop[]; logs: TripLogEntry[]; clocks: TripPlanClocks }> {
  const dayRows = await db.query<DayRow>(
    'SELECT id, position, date, start_time, saved_at, removed_at FROM trip_days WHERE trip_id = $1 ORDER BY position, id',
    [tripId],
  );
  const stopRows = await db.query<StopRow>(
    `SELECT place_type, place_id, day_id, position, note, not_before, placed_at, note_updated_at, not_before_updated_at
     FROM trip_places WHERE trip_id = $1 AND (removed_at IS NULL OR added_at > removed_at)
     ORDER BY place_type, place_id`,
    [tripId],
  );
  const logRows = await db.query<LogRow>(
    `SELECT id, place_type, place_id, kind, wine_id, wine_name, price, rating, created_at, updated_at,
            deleted_at IS NOT NULL AS deleted
     FROM trip_stop_logs WHERE trip_id = $1 ORDER BY created_at, id`,
    [tripId],
  );
  const present = (row: DayRow) => row.removed_at === null || Date.parse(row.saved_at) > Date.parse(row.removed_at);
  return {
    days: dayRows
      .filter(present)
      .map((row) => ({ id: row.id, position: row.position, date: row.date, startTime: row.start_time })),
    stops: stopRows.map((row) => ({
      placeId: row.place_id,
      placeType: row.place_type,
      dayId: row.day_id,
      position: row.position,
      note: row.note,
      notBefore: row.not_before,
    })),
    logs: logRows
      .filter((row) => !row.deleted)
      .map((row) => ({
        id: row.id,
        placeId: row.place_id,
        placeType: row.place_type,
        kind: row.kind,
        wineId: row.wine_id,
        wineName: row.wine_name,
        price: row.price,
        rating: row.rating,
        createdAt: row.created_at,
      })),
    clocks: {
      days: Object.fromEntries(dayRows.map((row) => [row.id, { savedAt: row.saved_at, removedAt: row.removed_at }])),
      stops: Object.fromEntries(
        stopRows.map((row) => [
          `${row.place_type}:${row.place_id}`,
          { placedAt: row.placed_at, noteAt: row.note_updated_at, notBeforeAt: row.not_before_updated_at },
        ]),
      ),
      logs: Object.fromEntries(logRows.map((row) => [row.id, { updatedAt: row.updated_at, deleted: row.deleted }])),
    },
  };
}
