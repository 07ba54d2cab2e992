import { SUBPAGE_LIST_PAGE_SIZE } from '../constants/content.ts';

/** Spec 01 §9: a subpage list shows 10 pages per page unless the block says otherwise. */

/** The block's perPage when it is a usable count, else the spec's 10. */
export const subpagesPerPage = (perPage: number): number =>
  Number.isInteger(perPage) && perPage > 0 ? perPage : SUBPAGE_LIST_PAGE_SIZE;

/** The subpages in the editor's order, or by title in the locale's alphabet (Czech 'ch' after 'h', diacritics in place). */
export function orderedSubpages<T extends { title: string }>(
  pages: readonly T[],
  alphabetical: boolean,
  locale: string,
): T[] {
  if (!alphabetical) return [...pages];
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return [...pages].sort((a, b) => collator.compare(a.title, b.title));
}

export const subpagePageCount = (total: number, perPage: number): number =>
  Math.max(1, Math.ceil(total / subpagesPerPage(perPage)));

/** The items of one page (1-based); a page past the end shows the last page. */
export function subpagePage<T>(items: readonly T[], page: number, perPage: number): T[] {
  const size = subpagesPerPage(perPage);
  const current = Math.min(Math.max(1, page), subpagePageCount(items.length, size));
  return items.slice((current - 1) * size, current * size);
}
