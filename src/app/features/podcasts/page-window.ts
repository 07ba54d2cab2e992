/** Spec 01 §2 "Podcast list": at most this many page links. */
export const MAX_PAGE_LINKS = 6;

/** Consecutive page numbers around the current one, at most MAX_PAGE_LINKS, kept inside 1…last. */
export function pageWindow(current: number, last: number, size = MAX_PAGE_LINKS): number[] {
  if (last < 1) return [];
  const count = Math.min(size, last);
  const start = Math.min(Math.max(1, current - Math.floor((count - 1) / 2)), last - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
