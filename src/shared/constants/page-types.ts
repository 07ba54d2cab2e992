/**
 * CMS page types (spec 01 §2) plus the list/section types the top-level sections need.
 * A page's type decides which screen renders it.
 */
export const PAGE_TYPES = [
  'homepage',
  'news',
  'news_detail',
  'podcast_list',
  'podcast_episode',
  'encyclopedia',
  'encyclopedia_article',
  'wine_entity',
  'restaurant',
  'event',
  'eshop',
  'ml_wine',
  'ml_wine_list',
  'dictionary_detail',
  'variety',
  'recipe',
  'recipe_list',
  'download_list',
  'account_settings',
  'my_account',
  'trip',
  'winemaker_list',
  'cellar_list',
  'wine_bar_list',
  'wine_shop_list',
  'accommodation_list',
  'restaurant_list',
  'event_calendar',
  'tag',
  'map',
  'request_form',
  'request_review',
  'subpage_list',
  'static',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Spec 01 §2 "homepage (url 'homepage')": the homepage's CMS slug, an alias of its canonical address `/{locale}`. */
export const HOMEPAGE_SLUG = 'homepage';
