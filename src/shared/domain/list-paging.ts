/** Plain lists (recipes 14, downloads 12 per page; spec 01 §9): page n starts at (n-1)*size. */
export function pageWindow(page: number, size: number): { offset: number; limit: number } {
  return { offset: (Math.max(1, page) - 1) * size, limit: size };
}

export function pageCount(count: number, size: number): number {
  return Math.ceil(Math.max(0, count) / size);
}

/**
 * A list's address query with its page (`?page=3`, the key spec 01 §2 gives; in the query, not the hash, so the
 * server renders that page): other keys are kept, page 1 is the bare address.
 */
export function searchWithPage(search: Readonly<Record<string, unknown>>, page: number): Record<string, unknown> {
  const { page: _page, ...rest } = search;
  return page > 1 ? { ...rest, page } : rest;
}

/**
 * The address a list's old hash address stands for now (`/cs/aktuality#page=3` → `/cs/aktuality?page=3`): the named
 * keys move from the hash into the query, which keeps its own value where it has one; the rest of the hash stays.
 * Null when the hash holds none of them (nothing to move).
 */
export function movedHashAddress(
  location: { pathname: string; search: string; hash: string },
  keys: readonly string[],
): string | null {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const moved = keys.filter((key) => hash.has(key));
  if (moved.length === 0) return null;
  const search = new URLSearchParams(location.search.replace(/^\?/, ''));
  for (const key of moved) {
    const value = hash.get(key);
    if (!search.has(key) && value) search.set(key, value);
    hash.delete(key);
  }
  const query = search.toString().replace(/%2C/g, ',');
  const rest = hash.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${rest ? `#${rest}` : ''}`;
}

/** Spec 01 §4: on a page change the recipe and download lists scroll smoothly to 250 px from the top. */
export const PAGE_CHANGE_SCROLL_TOP = 250;
