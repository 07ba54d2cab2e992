import { describe, expect, it } from 'vitest';
import {
  LIST_PAGE_SIZE,
  MAP_MODE_LIMIT,
  PROGRAMME_CHOICES,
  RESTAURANT_CHOICES,
} from '../../../shared/constants/places.ts';
import { listPaging } from './api.ts';
import { choicesOf, LIST_KINDS, pinTypeOf } from './list-kinds.ts';

describe('place list kinds', () => {
  it('covers the six list page types, restaurants through their own call', () => {
    expect(Object.keys(LIST_KINDS).sort()).toEqual([
      'accommodation_list',
      'cellar_list',
      'restaurant_list',
      'wine_bar_list',
      'wine_shop_list',
      'winemaker_list',
    ]);
    expect(LIST_KINDS.restaurant_list?.call).toBe('restaurant');
    expect(LIST_KINDS.wine_bar_list).toMatchObject({
      call: 'wineEntity',
      entityType: 'wine_bar',
      optionsType: 'winebar',
    });
  });

  it('lists e-shops with the wine shops only', () => {
    const withEshops = Object.entries(LIST_KINDS)
      .filter(([, kind]) => kind.withEshops)
      .map(([type]) => type);
    expect(withEshops).toEqual(['wine_shop_list']);
  });

  it('offers restaurant choices on restaurants and programme choices elsewhere', () => {
    expect(choicesOf(LIST_KINDS.restaurant_list!)).toBe(RESTAURANT_CHOICES);
    expect(choicesOf(LIST_KINDS.cellar_list!)).toBe(PROGRAMME_CHOICES);
  });

  it('colours map pins by the list, not by a place’s first type', () => {
    expect(pinTypeOf(LIST_KINDS.wine_shop_list!)).toBe('wine_shop');
    expect(pinTypeOf(LIST_KINDS.restaurant_list!)).toBe('restaurant');
  });
});

describe('list paging', () => {
  it('asks for 10 per page at offset (page-1)*10 in list mode', () => {
    expect(listPaging({ mode: 'list', page: 1 })).toEqual({ offset: 0, limit: LIST_PAGE_SIZE });
    expect(listPaging({ mode: 'list', page: 3 })).toEqual({ offset: 20, limit: 10 });
  });

  it('asks for 1000 from offset 0 in map mode, whatever the page', () => {
    expect(listPaging({ mode: 'map', page: 4 })).toEqual({ offset: 0, limit: MAP_MODE_LIMIT });
  });
});
