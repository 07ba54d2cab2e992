import type { z } from 'zod';
import type { searchItemSchema } from '../../../shared/api/calls/search.ts';

type SearchItem = z.infer<typeof searchItemSchema>;

/**
 * The kinds of search results, each with its icon, row label and group heading; also the order of groups that match
 * equally well. Anything else (a CMS page) is a "page", the only group headed "Ostatní".
 */
export const RESULT_TYPES = [
  'winemaker',
  'cellar',
  'wine_bar',
  'wine_shop',
  'eshop',
  'restaurant',
  'accommodation',
  'event',
  'wine_variety',
  'ml_wine',
  'encyclopedia',
  'recipe',
  'dictionary',
  'news',
  'podcast',
  'podcast_episode',
  'download',
  'page',
] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

/** Places are named where every place card names them (ui/place-type-texts.ts); the rest by the search texts. */
const PLACE_TYPES = new Set<ResultType>([
  'winemaker',
  'cellar',
  'wine_bar',
  'wine_shop',
  'eshop',
  'restaurant',
  'accommodation',
  'event',
]);

export const resultTypeOf = (item: SearchItem): ResultType =>
  RESULT_TYPES.find((type) => type === item.types[0]) ?? 'page';

/** The i18n key of a result's type label on its row. */
export const typeLabelKey = (type: ResultType): string =>
  PLACE_TYPES.has(type) ? `placeTypes.${type}` : `search.types.${type}`;

export interface ResultGroup {
  readonly type: ResultType;
  readonly items: readonly SearchItem[];
}

/**
 * The results grouped by their type, each item once (a place on page 1 is in its list and in "other"), in the
 * server's order within a group; the group with the best match (matchRank, 0 best) first, equal ones in RESULT_TYPES
 * order.
 */
export function groupResults(items: readonly SearchItem[]): ResultGroup[] {
  const groups = new Map<ResultType, Map<string, SearchItem>>();
  for (const item of items) {
    const type = resultTypeOf(item);
    const group = groups.get(type) ?? new Map<string, SearchItem>();
    const key = `${item.id} ${item.url}`;
    if (!group.has(key)) group.set(key, item);
    groups.set(type, group);
  }
  const best = (list: readonly SearchItem[]) => Math.min(...list.map((item) => item.matchRank ?? 3));
  return [...groups.entries()]
    .map(([type, group]) => ({ type, items: [...group.values()] }))
    .sort((a, b) => best(a.items) - best(b.items) || RESULT_TYPES.indexOf(a.type) - RESULT_TYPES.indexOf(b.type));
}
