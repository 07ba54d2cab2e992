import type { PlaceRef } from '../../../shared/api/calls/account.ts';
import type { Queryable } from '../../db/database.ts';
import { PLACE_TABLES } from './place-tables.ts';

/** The references that name a real place (a stale offline pick of a withdrawn place is skipped, not an error). */
export async function existingPlaces(db: Queryable, places: readonly PlaceRef[]): Promise<PlaceRef[]> {
  const found: PlaceRef[] = [];
  for (const [placeType, table] of Object.entries(PLACE_TABLES)) {
    const ids = places.filter((place) => place.placeType === placeType).map((place) => place.placeId);
    if (ids.length === 0) continue;
    const rows = await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE id = ANY($1::int[])`, [ids]);
    const known = new Set(rows.map((row) => row.id));
    found.push(...places.filter((place) => place.placeType === placeType && known.has(place.placeId)));
  }
  return places.filter((place) => found.includes(place));
}

/**
 * Place references from a payload that may carry bare ids (trip "mark all as visited"). A bare id names the first place type that has it
 * (wine entity, restaurant, event), as the spec's payload carries ids only; the app sends {placeId, placeType}.
 */
export async function resolvePlaceRefs(db: Queryable, places: readonly (PlaceRef | number)[]): Promise<PlaceRef[]> {
  const refs: PlaceRef[] = [];
  for (const place of places) {
    if (typeof place !== 'number') {
      refs.push(place);
      continue;
    }
    for (const [placeType, table] of Object.entries(PLACE_TABLES) as [PlaceRef['placeType'], string][]) {
      if ((await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [place])).length > 0) {
        refs.push({ placeId: place, placeType });
        break;
      }
    }
  }
  return existingPlaces(db, refs);
}
