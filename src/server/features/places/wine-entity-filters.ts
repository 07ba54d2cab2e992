import type { z } from 'zod';
import type { placesCalls } from '../../../shared/api/calls/places.ts';
import { SqlWhere } from '../../lib/sql-builder.ts';

type ListInput = z.output<typeof placesCalls.wineEntityList.input>;

/** What the wine-entity list filters by (the sidebar and the search box). */
export type WineEntityFilter = Pick<ListInput, 't' | 's' | 'sr' | 'm' | 'l' | 'p'>;

/** The wine entities' filter fields and sort key, a narrow row per entity and list type (migration 023). */
export const LIST_ROWS = 'wine_entity_list_rows e';

/** Only the type rule: the list's total and the filter options' counts are counted within the type. */
export const typeOnly = (t: ListInput['t']): WineEntityFilter => ({ t, s: undefined, sr: [], m: [], l: [], p: [] });

/**
 * The WHERE of the wine-entity list over LIST_ROWS, for its page, its count, its total and the filter options' counts:
 * the type (the rows of list type '' hold every entity once); every search word (SqlWhere.words); the subregions; the
 * municipalities, where a chosen subregion none of whose municipalities is chosen keeps all of its places; every
 * chosen language; every chosen programme.
 */
export function wineEntityFilters(filter: WineEntityFilter, where = new SqlWhere()): SqlWhere {
  where.and(`e.list_type = ${where.add(filter.t ?? '')}`);
  where.words('e.search_text', filter.s);
  if (filter.sr.length > 0 && filter.m.length > 0) {
    const subregions = where.add(filter.sr);
    const municipalities = where.add(filter.m);
    // Written as two ranges of the (list_type, subregion_id, municipality_id) index: the chosen municipalities of the
    // chosen subregions, and the chosen subregions that hold none of them.
    where.and(`(e.subregion_id = ANY(${subregions}::int[]) AND e.municipality_id = ANY(${municipalities}::int[])
      OR e.subregion_id = ANY(ARRAY(SELECT unnest(${subregions}::int[]) EXCEPT SELECT wm.subregion_id FROM wine_municipalities wm WHERE wm.id = ANY(${municipalities}::int[]))))`);
  } else if (filter.sr.length > 0) {
    where.and(`e.subregion_id = ANY(${where.add(filter.sr)}::int[])`);
  } else if (filter.m.length > 0) {
    where.and(`e.municipality_id = ANY(${where.add(filter.m)}::int[])`);
  }
  if (filter.l.length > 0) where.and(`e.language_ids @> ${where.add(JSON.stringify(filter.l))}::jsonb`);
  if (filter.p.length > 0) where.and(`e.programmes @> ${where.add(JSON.stringify(filter.p))}::jsonb`);
  return where;
}

/** An empty SqlWhere whose parameters follow those of `where`: two WHERE clauses of one statement. */
export function followingParams(where: SqlWhere): SqlWhere {
  const next = new SqlWhere();
  for (const param of where.params) next.add(param);
  return next;
}
