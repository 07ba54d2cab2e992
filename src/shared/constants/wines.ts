/** Spec 01 §9: wine colours, the 5-year window, epithets and sweetness used by the wine list filters. */
export const WINE_COLORS = ['white', 'red', 'pink'] as const;
export type WineColor = (typeof WINE_COLORS)[number];
export const WINE_COLOR_IDS: Record<WineColor, number> = { white: 1, red: 2, pink: 3 };
export const WINE_YEARS_BACK = 4;
export const EPITHETS = [
  'jakostní',
  'kabinetní',
  'pozdní sběr',
  'výběr z hroznů',
  'výběr z bobulí',
  'ledové víno',
  'slámové víno',
] as const;
export const SWEETNESS = ['suché', 'polosuché', 'polosladké', 'sladké'] as const;
export const MAX_POINTS = 100;
/** A banner goes at one of these indexes of the wine grid (spec 01 §9). */
export const WINE_BANNER_INDEXES = [2, 7] as const;

export function wineYears(today: Date = new Date()): number[] {
  const year = today.getFullYear();
  return Array.from({ length: WINE_YEARS_BACK + 1 }, (_, i) => year - i);
}
