/** Which page buttons a pagination shows: page numbers, and 'gap' where some are left out. */
export type PageLinks = (current: number, last: number) => (number | 'gap')[];

/** Page numbers around the current one, with the first and last always reachable and gaps marked. */
export function visiblePages(current: number, last: number): (number | 'gap')[] {
  const pages = new Set(
    [1, last, current - 2, current - 1, current, current + 1, current + 2].filter((n) => n >= 1 && n <= last),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - (sorted[i - 1] ?? n) > 1 ? ['gap' as const, n] : [n]));
}

/** Consecutive page numbers around the current one, at most `size` of them, kept inside 1…last (no gaps). */
export function pageWindow(current: number, last: number, size: number): number[] {
  if (last < 1) return [];
  const count = Math.min(size, last);
  const start = Math.min(Math.max(1, current - Math.floor((count - 1) / 2)), last - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
