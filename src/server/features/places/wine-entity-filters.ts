import type { z } from 'zod';
import type { placesCalls } from '../../../shared/api/calls/places.ts';
import type { Queryable } from '../../db/database.ts';
import { SqlWhere } from '../../lib/sql-builder.ts';

type ListInput = z.output<typeof placesCalls.wineEntityList.input>;

/** What the wine-entity list filters by (the sidebar and the search box). */
export type WineEntityFilter = Pick<ListInput, 't' | 's' | 'sr' | 'm' | 'l' | 'p'>;

/**
 * A filter with its chosen places resolved: the chosen subregions none of whose municipalities is chosen keep all of
 * their places. They are read before the list's statement, so its plan sees them as values (as an expression inside
 * it, the planner took the rule to keep half the rows, and scanned a whole type in list order instead of the chosen
 * municipalities: 20 ms instead of 1).
 */
export interface ResolvedFilter extends WineEntityFilter {
  readonly wholeSubregions: readonly number[];
}

/** The wine entities' filter fields and sort key, a narrow row per entity and list type (migration 023). */
export const LIST_ROWS = 'wine_entity_list_rows e';

/** Only the type rule: the list's total and the filter options' counts are counted within the type. */
export const typeOnly = (t: ListInput['t']): ResolvedFilter => ({
  t,
  s: undefined,
  sr: [],
  m: [],
  l: [],
  p: [],
  wholeSubregions: [],
});

/** The filter with the chosen subregions that hold none of the chosen municipalities. */
export async function resolvePlaces(db: Queryable, filter: WineEntityFilter): Promise<ResolvedFilter> {
  if (filter.sr.length === 0 || filter.m.length === 0) return { ...filter, wholeSubregions: [] };
  const whole = await db.query<{ id: number }>(
    'SELECT s AS id FROM unnest($1::int[]) s EXCEPT SELECT subregion_id FROM wine_municipalities WHERE id = ANY($2::int[])',
    [filter.sr, filter.m],
  );
  return { ...filter, wholeSubregions: whole.map((row) => row.id) };
}

/**
 * The WHERE of the wine-entity list over LIST_ROWS, for its page, its count, its total and the filter options' counts:
 * the type (the rows of list type '' hold every entity once); every search word (SqlWhere.words); the subregions; the
 * municipalities, where a chosen subregion none of whose municipalities is chosen keeps all of its places; every
 * chosen language; every chosen programme.
 */
export function wineEntityFilters(filter: ResolvedFilter, where = new SqlWhere()): SqlWhere {
  where.and(`e.list_type = ${where.add(filter.t ?? '')}`);
  where.words('e.search_text', filter.s);
  if (filter.sr.length > 0) where.and(`e.subregion_id = ANY(${where.add(filter.sr)}::int[])`);
  if (filter.m.length > 0) {
    const municipalities = `e.municipality_id = ANY(${where.add(filter.m)}::int[])`;
    where.and(
      filter.wholeSubregions.length > 0
        ? `(${municipalities} OR e.subregion_id = ANY(${where.add(filter.wholeSubregions)}::int[]))`
        : municipalities,
    );
  }
  if (filter.l.length > 0) where.and(`e.language_ids @> ${where.add(JSON.stringify(filter.l))}::jsonb`);
  if (filter.p.length > 0) where.and(`e.programmes @> ${where.add(JSON.stringify(filter.p))}::jsonb`);
  return where;
}
