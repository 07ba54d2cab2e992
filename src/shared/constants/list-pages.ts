import type { PageType } from './page-types.ts';
import type { WineEntityType } from './places.ts';

/** The filter-option sets of `/api/others` the list pages use. */
export type ListOptionsType = 'winemaker' | 'cellar' | 'winebar' | 'wineshop' | 'accommodation' | 'restaurant';

/** Which call lists a list page's records and which filter-option set it offers. */
export type ListPageCall =
  | { call: 'wineEntity'; entityType: WineEntityType; optionsType: ListOptionsType }
  | { call: 'restaurant'; optionsType: 'restaurant' };

/** The list page types of spec 01 §2 "Lists". */
export const LIST_PAGE_CALLS: Partial<Record<PageType, ListPageCall>> = {
  winemaker_list: { call: 'wineEntity', entityType: 'winemaker', optionsType: 'winemaker' },
  cellar_list: { call: 'wineEntity', entityType: 'cellar', optionsType: 'cellar' },
  wine_bar_list: { call: 'wineEntity', entityType: 'wine_bar', optionsType: 'winebar' },
  wine_shop_list: { call: 'wineEntity', entityType: 'wine_shop', optionsType: 'wineshop' },
  accommodation_list: { call: 'wineEntity', entityType: 'accommodation', optionsType: 'accommodation' },
  restaurant_list: { call: 'restaurant', optionsType: 'restaurant' },
};
