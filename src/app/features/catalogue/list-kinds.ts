import type { PageType } from '../../../shared/constants/page-types.ts';
import { PROGRAMME_CHOICES, RESTAURANT_CHOICES } from '../../../shared/constants/places.ts';
import type { ListKind } from './api.ts';

/** The records and filter options each list page type shows (spec 01 §2 "Lists"). */
export const LIST_KINDS: Partial<Record<PageType, ListKind>> = {
  winemaker_list: { call: 'wineEntity', entityType: 'winemaker', optionsType: 'winemaker' },
  cellar_list: { call: 'wineEntity', entityType: 'cellar', optionsType: 'cellar' },
  wine_bar_list: { call: 'wineEntity', entityType: 'wine_bar', optionsType: 'winebar' },
  wine_shop_list: { call: 'wineEntity', entityType: 'wine_shop', optionsType: 'wineshop' },
  accommodation_list: { call: 'wineEntity', entityType: 'accommodation', optionsType: 'accommodation' },
  restaurant_list: { call: 'restaurant', optionsType: 'restaurant' },
};

export const choicesOf = (kind: ListKind): readonly string[] => (kind.call === 'restaurant' ? RESTAURANT_CHOICES : PROGRAMME_CHOICES);
