import { SEARCH_MIN_LENGTH } from '../../../shared/constants/content.ts';

export const ENCYCLOPEDIA_CATEGORIES = ['all', 'encyclopedia_article', 'wine_variety', 'dictionary'] as const;
export type EncyclopediaCategory = (typeof ENCYCLOPEDIA_CATEGORIES)[number];

/** The encyclopedia modal's state in the address: showModal=1 with modal=encyclopedia, search and searchCategory. */
export interface EncyclopediaAddress {
  open: boolean;
  search: string;
  category: EncyclopediaCategory;
}

export const ENCYCLOPEDIA_MODAL = 'encyclopedia';

const isCategory = (value: unknown): value is EncyclopediaCategory =>
  typeof value === 'string' && (ENCYCLOPEDIA_CATEGORIES as readonly string[]).includes(value);

export function isEncyclopediaModal(query: Record<string, unknown>): boolean {
  return query.modal === ENCYCLOPEDIA_MODAL;
}

export function readEncyclopediaAddress(query: Record<string, unknown>): EncyclopediaAddress {
  return {
    open: String(query.showModal) === '1' && isEncyclopediaModal(query),
    search:
      typeof query.search === 'string' || typeof query.search === 'number' ? String(query.search).slice(0, 100) : '',
    category: isCategory(query.searchCategory) ? query.searchCategory : 'all',
  };
}

/** Results mode writes search and searchCategory; default mode and closing remove them. */
export function writeEncyclopediaAddress(
  query: Record<string, unknown>,
  state: EncyclopediaAddress,
): Record<string, unknown> {
  const { search: _s, size: _z, searchCategory: _c, showModal: _m, modal: _k, ...rest } = query;
  if (!state.open) return rest;
  const base = { ...rest, showModal: 1, modal: ENCYCLOPEDIA_MODAL };
  if (state.search.trim().length < SEARCH_MIN_LENGTH) return base;
  return { ...base, search: state.search, ...(state.category !== 'all' ? { searchCategory: state.category } : {}) };
}

/** Category buttons: 'all' always, the others only with a count above 0. */
export function encyclopediaCategories(counts: Partial<Record<EncyclopediaCategory, number>>): EncyclopediaCategory[] {
  return ENCYCLOPEDIA_CATEGORIES.filter((category) => category === 'all' || (counts[category] ?? 0) > 0);
}
