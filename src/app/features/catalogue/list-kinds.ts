import type { PageType } from '../../../shared/constants/page-types.ts';
import { PROGRAMME_CHOICES, RESTAURANT_CHOICES, type WineEntityType } from '../../../shared/constants/places.ts';

type OptionsType = 'winemaker' | 'cellar' | 'winebar' | 'wineshop' | 'accommodation' | 'restaurant';

/**
 * Which records a list page shows, which filter-option set of /api/others it uses, and whether
 * e-shops (/api/eshop) are listed with it.
 */
export type ListKind =
  | { call: 'wineEntity'; entityType: WineEntityType; optionsType: OptionsType; withEshops: boolean }
  | { call: 'restaurant'; optionsType: 'restaurant'; withEshops: false };

const wineEntities = (entityType: WineEntityType, optionsType: OptionsType, withEshops = false): ListKind => ({ call: 'wineEntity', entityType, optionsType, withEshops });

/** The list page types of spec 01 §2 "Lists". */
export const LIST_KINDS: Partial<Record<PageType, ListKind>> = {
  winemaker_list: wineEntities('winemaker', 'winemaker'),
  cellar_list: wineEntities('cellar', 'cellar'),
  wine_bar_list: wineEntities('wine_bar', 'winebar'),
  wine_shop_list: wineEntities('wine_shop', 'wineshop', true),
  accommodation_list: wineEntities('accommodation', 'accommodation'),
  restaurant_list: { call: 'restaurant', optionsType: 'restaurant', withEshops: false },
};

export const choicesOf = (kind: ListKind): readonly string[] => (kind.call === 'restaurant' ? RESTAURANT_CHOICES : PROGRAMME_CHOICES);

/** The pin colour of a list's map points follows the list, not a place's first type. */
export const pinTypeOf = (kind: ListKind): string => (kind.call === 'restaurant' ? 'restaurant' : kind.entityType);
