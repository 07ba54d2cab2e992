import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { sectionPath, type SectionKey } from '../../../shared/constants/sections.ts';

/**
 * The sections a traveller opens most, first: when the header has no room for every menu item, the others go into
 * "Více" first. Items the list does not know (pages an editor put into the menu) are the first to go.
 */
const TRAVELLER_PRIORITY: readonly SectionKey[] = [
  'winemakers',
  'cellars',
  'event_calendar',
  'wine_bars',
  'accommodation',
  'restaurants',
  'wine_shops',
  'wines',
  'encyclopedia',
  'news',
];

/** Each menu item's rank (0 is kept longest), by its path; unknown paths rank after the known ones, in menu order. */
export function menuRanks(paths: readonly string[], locale: RoutedLocale): number[] {
  return paths.map((path, index) => {
    const rank = TRAVELLER_PRIORITY.findIndex((section) => sectionPath(section, locale) === path);
    return rank >= 0 ? rank : TRAVELLER_PRIORITY.length + index;
  });
}

export interface MenuSpace {
  /** Width of each menu item, in menu order. */
  widths: readonly number[];
  /** Width of the "Více" button. */
  moreWidth: number;
  /** The room for the items and the "Více" button together. */
  available: number;
  /** The gap between two items, and between the last item and "Více". */
  gap: number;
}

const total = (widths: readonly number[], gap: number) =>
  widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);

/**
 * Which items stay in the one-line header: all when they fit; else, by rank, as many as fit beside "Více" (the first
 * that does not fit stops the count, so a less-used short item never stays while a more-used long one goes).
 */
export function itemsInLine({ widths, moreWidth, available, gap }: MenuSpace, ranks: readonly number[]): Set<number> {
  if (total(widths, gap) <= available) return new Set(widths.map((_, index) => index));
  const room = available - moreWidth - gap;
  const byRank = widths.map((_, index) => index).sort((a, b) => (ranks[a] ?? a) - (ranks[b] ?? b));
  const kept = new Set<number>();
  let used = 0;
  for (const index of byRank) {
    const next = used + (kept.size > 0 ? gap : 0) + (widths[index] ?? 0);
    if (next > room) break;
    kept.add(index);
    used = next;
  }
  return kept;
}
