import { TAG_FILTER_TYPES } from '../../../shared/constants/places.ts';

export type TagFilterType = (typeof TAG_FILTER_TYPES)[number];

/** A tag page's state as the address query holds it: `s` (search), `t` (types, comma separated), `page`. */
export interface TagFilters {
  readonly s: string;
  readonly t: readonly TagFilterType[];
  readonly page: number;
}

const isType = (value: string): value is TagFilterType => (TAG_FILTER_TYPES as readonly string[]).includes(value);

/** Unknown or malformed values are dropped, so a hand-edited address still opens the page. */
export function readTagFilters(query: Record<string, unknown>): TagFilters {
  const page = Number(query.page);
  const types = String(query.t ?? '')
    .split(',')
    .filter(isType);
  return {
    s: typeof query.s === 'string' || typeof query.s === 'number' ? String(query.s).slice(0, 100) : '',
    t: TAG_FILTER_TYPES.filter((type) => types.includes(type)),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Keeps other query keys (e.g. an open search modal) and writes only what differs from the defaults. */
export function writeTagFilters(query: Record<string, unknown>, filters: TagFilters): Record<string, unknown> {
  const { s: _s, t: _t, page: _page, ...rest } = query;
  return {
    ...rest,
    ...(filters.s.trim() ? { s: filters.s.trim() } : {}),
    ...(filters.t.length > 0 ? { t: filters.t.join(',') } : {}),
    ...(filters.page > 1 ? { page: filters.page } : {}),
  };
}

export const activeTagFilterCount = (filters: TagFilters) => filters.t.length + (filters.s.trim() ? 1 : 0);
