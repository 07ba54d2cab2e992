import type { PlaceRef } from '../../../shared/api/calls/account.ts';
import type { PlaceType } from '../../../shared/constants/places.ts';
import type { Queryable } from '../../db/database.ts';
import { PLACE_TABLES } from './place-tables.ts';

const PLACE_TYPES_IN_ORDER = Object.keys(PLACE_TABLES) as PlaceType[];

/** One statement asks every place table which of `ids` it holds. */
const KNOWN_IDS_SQL = PLACE_TYPES_IN_ORDER.map(
  (placeType) => `SELECT '${placeType}' AS place_type, id FROM ${PLACE_TABLES[placeType]} WHERE id = ANY($1::int[])`,
).join(' UNION ALL ');

/** The ids among `ids` that exist per place type, in one query. */
async function knownIds(db: Queryable, ids: readonly number[]): Promise<Map<PlaceType, Set<number>>> {
  const known = new Map<PlaceType, Set<number>>(PLACE_TYPES_IN_ORDER.map((placeType) => [placeType, new Set()]));
  if (ids.length === 0) return known;
  const rows = await db.query<{ place_type: PlaceType; id: number }>(KNOWN_IDS_SQL, [[...new Set(ids)]]);
  for (const row of rows) known.get(row.place_type)?.add(row.id);
  return known;
}

/** The references that name a real place, in the given order (a stale offline pick of a withdrawn place is skipped, not an error). */
export async function existingPlaces(db: Queryable, places: readonly PlaceRef[]): Promise<PlaceRef[]> {
  const known = await knownIds(
    db,
    places.map((place) => place.placeId),
  );
  return places.filter((place) => known.get(place.placeType)?.has(place.placeId));
}

/**
 * Place references from a payload that may carry bare ids (trip "mark all as visited"). A bare id names the first
 * place type that has it (wine entity, restaurant, event), as the spec's payload carries ids only; the app sends
 * {placeId, placeType}.
 */
export async function resolvePlaceRefs(db: Queryable, places: readonly (PlaceRef | number)[]): Promise<PlaceRef[]> {
  const known = await knownIds(
    db,
    places.map((place) => (typeof place === 'number' ? place : place.placeId)),
  );
  return places.flatMap((place): PlaceRef[] => {
    if (typeof place !== 'number') return known.get(place.placeType)?.has(place.placeId) ? [place] : [];
    const placeType = PLACE_TYPES_IN_ORDER.find((type) => known.get(type)?.has(place));
    return placeType ? [{ placeId: place, placeType }] : [];
  });
}
