import type { PageType } from './page-types.ts';

/** The record call of each detail page type's screen (spec 01 §2 "Details"), read by the app and put into the first HTML. */
export const DETAIL_PAGE_CALLS = {
  wine_entity: '/api/wineEntityDetail',
  restaurant: '/api/restaurantDetail',
  eshop: '/api/eshopDetail',
  event: '/api/eventDetail',
} as const satisfies Partial<Record<PageType, string>>;

export type DetailPageType = keyof typeof DETAIL_PAGE_CALLS;
export const isDetailPageType = (type: string): type is DetailPageType => type in DETAIL_PAGE_CALLS;
