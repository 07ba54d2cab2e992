/** Plain lists (recipes 14, downloads 12 per page; spec 01 §9): page n starts at (n-1)*size. */
export function pageWindow(page: number, size: number): { offset: number; limit: number } {
  return { offset: (Math.max(1, page) - 1) * size, limit: size };
}

export function pageCount(count: number, size: number): number {
  return Math.ceil(Math.max(0, count) / size);
}

/**
 * The page a list's address holds in its hash (`#page=3`, spec 01 §2 "page in hash"); anything else is page 1.
 */
export function pageFromHash(hash: string): number {
  const page = Number(new URLSearchParams(hash.replace(/^#/, '')).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The hash for a page, keeping other hash keys; page 1 is the bare address. */
export function hashWithPage(hash: string, page: number): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  return params.toString();
}

/** Spec 01 §4: on a page change the recipe and download lists scroll smoothly to 250 px from the top. */
export const PAGE_CHANGE_SCROLL_TOP = 250;
