import { SEARCH_CATEGORIES } from '../../../shared/constants/search.ts';
import { SEARCH_MIN_LENGTH, SEARCH_RESULTS_PER_PAGE } from '../../../shared/constants/content.ts';

export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/** The modal's state as the address holds it: search, size (10 × pages loaded), searchCategory, showModal=1. */
export interface SearchAddress {
  open: boolean;
  search: string;
  pages: number;
  category: SearchCategory;
}

const isCategory = (value: unknown): value is SearchCategory =>
  typeof value === 'string' && (SEARCH_CATEGORIES as readonly string[]).includes(value);

export function readSearchAddress(query: Record<string, unknown>): SearchAddress {
  const size = Number(query.size);
  return {
    open: String(query.showModal) === '1',
    search:
      typeof query.search === 'string' || typeof query.search === 'number' ? String(query.search).slice(0, 100) : '',
    pages:
      Number.isInteger(size) && size >= SEARCH_RESULTS_PER_PAGE
        ? Math.min(Math.floor(size / SEARCH_RESULTS_PER_PAGE), 20)
        : 1,
    category: isCategory(query.searchCategory) ? query.searchCategory : 'all',
  };
}

/** Results mode writes search, size and searchCategory; default mode removes them (spec 01 §2). */
export function writeSearchAddress(query: Record<string, unknown>, state: SearchAddress): Record<string, unknown> {
  const { search: _s, size: _z, searchCategory: _c, showModal: _m, ...rest } = query;
  if (!state.open) return rest;
  if (!isResultsMode(state.search)) return { ...rest, showModal: 1 };
  return {
    ...rest,
    search: state.search,
    size: state.pages * SEARCH_RESULTS_PER_PAGE,
    ...(state.category !== 'all' ? { searchCategory: state.category } : {}),
    showModal: 1,
  };
}

export const isResultsMode = (text: string) => text.trim().length >= SEARCH_MIN_LENGTH;

/** Category buttons: only those with a count above 0, in the spec's order. */
export function visibleCategories(counts: Partial<Record<SearchCategory, number>>): SearchCategory[] {
  return SEARCH_CATEGORIES.filter((category) => (counts[category] ?? 0) > 0);
}

/** Load-more shows while the largest category count (or the chosen one's) exceeds 10 × pages loaded. */
export function canLoadMore(
  counts: Partial<Record<SearchCategory, number>>,
  category: SearchCategory,
  pages: number,
): boolean {
  const limit = SEARCH_RESULTS_PER_PAGE * pages;
  if (category !== 'all') return (counts[category] ?? 0) > limit;
  const largest = Math.max(0, ...SEARCH_CATEGORIES.filter((c) => c !== 'all').map((c) => counts[c] ?? 0));
  return largest > limit;
}
