/** The site-wide search categories of spec 01 §2, in the order their buttons appear. */
export const SEARCH_CATEGORIES = [
  'all',
  'event',
  'news',
  'podcast',
  'winemaker',
  'ml_wine',
  'cellar',
  'wine_shop',
  'restaurant',
  'accommodation',
  'encyclopedia',
  'page',
] as const;
