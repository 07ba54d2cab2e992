import type { z } from 'zod';
import type { accountCalls, placeStateSchema } from '../../../shared/api/calls/account.ts';
import { takesField, type PlaceStateType, type PlaceType } from '../../../shared/constants/places.ts';
import type { Queryable } from '../../db/database.ts';
import { shownRating } from '../../lib/places/place-summary-parts.ts';
import { PLACE_STATE_TABLES } from '../../lib/places/place-tables.ts';

type PlaceState = z.input<typeof placeStateSchema>;
type SetInput = z.output<typeof accountCalls.setPlaceState.input>;

/** A flag the client did not send keeps this time, so any later real change wins over it. */
const NEVER = '1970-01-01T00:00:00.000Z';

export async function placeExists(db: Queryable, placeType: PlaceStateType, placeId: number): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM ${PLACE_STATE_TABLES[placeType]} WHERE id = $1`, [placeId])).length > 0;
}

/** The catalogue's rating totals of a place (table alias `p`); a type that takes no rating (an e-shop) has none. */
const ratingTotals = (placeType: PlaceStateType) =>
  takesField(placeType, 'userRating') ? 'p.rating_sum, p.rating_count' : '0 AS rating_sum, 0 AS rating_count';

/**
 * Sets the flags the input carries, each last-writer-wins by the client's change time (DESIGN.md): an older change
 * replayed late leaves a newer one in place, and replaying the same change again changes nothing.
 */
export async function setFlags(db: Queryable, userId: string, input: SetInput): Promise<void> {
  const changedAt = input.changedAt ?? new Date().toISOString();
  const flag = (column: string, param: string) => `
    ${column} = CASE WHEN ${param}::boolean IS NOT NULL AND $7::timestamptz >= place_states.${column}_updated_at THEN ${param}::boolean ELSE place_states.${column} END,
    ${column}_updated_at = CASE WHEN ${param}::boolean IS NOT NULL AND $7::timestamptz >= place_states.${column}_updated_at THEN $7::timestamptz ELSE place_states.${column}_updated_at END`;
  await db.query(
    `INSERT INTO place_states (user_id, place_type, place_id, is_visited, is_visited_updated_at, is_favorite, is_favorite_updated_at, is_planned_to_visit, is_planned_to_visit_updated_at)
     VALUES ($1, $2, $3, coalesce($4::boolean, false), CASE WHEN $4::boolean IS NULL THEN $8::timestamptz ELSE $7::timestamptz END,
             coalesce($5::boolean, false), CASE WHEN $5::boolean IS NULL THEN $8::timestamptz ELSE $7::timestamptz END,
             coalesce($6::boolean, false), CASE WHEN $6::boolean IS NULL THEN $8::timestamptz ELSE $7::timestamptz END)
     ON CONFLICT (user_id, place_type, place_id) DO UPDATE SET ${flag('is_visited', '$4')}, ${flag('is_favorite', '$5')}, ${flag('is_planned_to_visit', '$6')}`,
    [
      userId,
      input.placeType,
      input.placeId,
      input.isVisited ?? null,
      input.isFavorite ?? null,
      input.isPlannedToVisit ?? null,
      changedAt,
      NEVER,
    ],
  );
}

/** The user's states of the given places of one type (all of them when `placeId` is absent), with ratings. */
export async function placeStates(
  db: Queryable,
  userId: string,
  placeType: PlaceStateType,
  placeId?: number,
): Promise<PlaceState[]> {
  const rows = await db.query<{
    place_id: number;
    is_visited: boolean;
    is_favorite: boolean;
    is_planned_to_visit: boolean;
    score: number | null;
    note: string | null;
    rating_sum: number | null;
    rating_count: number | null;
  }>(
    `SELECT s.place_id, s.is_visited, s.is_favorite, s.is_planned_to_visit, r.score, n.note, ${ratingTotals(placeType)}
     FROM place_states s
     LEFT JOIN ratings r ON r.user_id = s.user_id AND r.place_type = s.place_type AND r.place_id = s.place_id
     LEFT JOIN place_notes n ON n.user_id = s.user_id AND n.place_type = s.place_type AND n.place_id = s.place_id
     LEFT JOIN ${PLACE_STATE_TABLES[placeType]} p ON p.id = s.place_id
     WHERE s.user_id = $1 AND s.place_type = $2 AND ($3::int IS NULL OR s.place_id = $3)
       AND (s.is_visited OR s.is_favorite OR s.is_planned_to_visit OR r.score IS NOT NULL OR coalesce(n.note, '') <> '')
     ORDER BY s.place_id`,
    [userId, placeType, placeId ?? null],
  );
  return rows.map((row) => ({
    placeId: row.place_id,
    placeType,
    isVisited: row.is_visited,
    isFavorite: row.is_favorite,
    isPlannedToVisit: row.is_planned_to_visit,
    userRating: row.score,
    note: row.note ?? '',
    ...shownRating(row.rating_sum ?? 0, row.rating_count ?? 0),
  }));
}

/** One place's state; a place the user never marked is all false. */
export async function placeState(
  db: Queryable,
  userId: string,
  placeType: PlaceStateType,
  placeId: number,
): Promise<PlaceState> {
  const [state] = await placeStates(db, userId, placeType, placeId);
  if (state) return state;
  const [place] = await db.query<{ rating_sum: number; rating_count: number }>(
    `SELECT ${ratingTotals(placeType)} FROM ${PLACE_STATE_TABLES[placeType]} p WHERE p.id = $1`,
    [placeId],
  );
  return {
    placeId,
    placeType,
    isVisited: false,
    isFavorite: false,
    isPlannedToVisit: false,
    userRating: null,
    note: '',
    ...shownRating(place?.rating_sum ?? 0, place?.rating_count ?? 0),
  };
}

/** The three default lists' sizes (my account). */
export async function defaultListCounts(
  db: Queryable,
  userId: string,
): Promise<{ visited: number; favorite: number; plannedToVisit: number }> {
  const [row] = await db.query<{ visited: number; favorite: number; planned: number }>(
    `SELECT count(*) FILTER (WHERE is_visited)::int AS visited, count(*) FILTER (WHERE is_favorite)::int AS favorite,
            count(*) FILTER (WHERE is_planned_to_visit)::int AS planned
     FROM place_states WHERE user_id = $1`,
    [userId],
  );
  return { visited: row?.visited ?? 0, favorite: row?.favorite ?? 0, plannedToVisit: row?.planned ?? 0 };
}

/** The user's note on a place, last-writer-wins by the client's edit time ('' keeps an empty note, so a clear wins too). */
export async function setNote(
  db: Queryable,
  userId: string,
  placeType: PlaceType,
  placeId: number,
  note: string,
  changedAt: string,
): Promise<void> {
  await db.query(
    `INSERT INTO place_notes (user_id, place_type, place_id, note, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, place_type, place_id) DO UPDATE SET note = EXCLUDED.note, updated_at = EXCLUDED.updated_at
     WHERE place_notes.updated_at <= EXCLUDED.updated_at`,
    [userId, placeType, placeId, note, changedAt],
  );
}
