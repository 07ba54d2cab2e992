import type { PlaceType } from '../../../shared/constants/places.ts';
import type { Queryable } from '../../db/database.ts';
import { PLACE_TABLES } from '../../lib/places/place-tables.ts';

/**
 * Sets (or, with `score` null, clears: a row without a score keeps the time of the clear) the user's rating of a place, last-writer-wins by the client's change time,
 * and moves the place's rating_sum / rating_count by the difference so the shown average follows at once. Run it in
 * a transaction: the rating row and the aggregate change together.
 */
export async function setRating(
  tx: Queryable,
  userId: string,
  placeType: PlaceType,
  placeId: number,
  score: number | null,
  changedAt: string,
): Promise<void> {
  const [previous] = await tx.query<{ score: number | null; updated_at: string }>(
    'SELECT score, updated_at FROM ratings WHERE user_id = $1 AND place_type = $2 AND place_id = $3 FOR UPDATE',
    [userId, placeType, placeId],
  );
  if (previous && Date.parse(previous.updated_at) > Date.parse(changedAt)) return;
  await tx.query(
    `INSERT INTO ratings (user_id, place_type, place_id, score, updated_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, place_type, place_id) DO UPDATE SET score = EXCLUDED.score, updated_at = EXCLUDED.updated_at`,
    [userId, placeType, placeId, score, changedAt],
  );
  const before = previous?.score ?? null;
  const sumChange = (score ?? 0) - (before ?? 0);
  const countChange = (score === null ? 0 : 1) - (before === null ? 0 : 1);
  if (sumChange !== 0 || countChange !== 0) {
    await tx.query(
      `UPDATE ${PLACE_TABLES[placeType]} SET rating_sum = rating_sum + $2, rating_count = rating_count + $3 WHERE id = $1`,
      [placeId, sumChange, countChange],
    );
  }
}
