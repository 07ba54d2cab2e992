import { describe, expect, it } from 'vitest';
import { groupResults, resultTypeOf, typeLabelKey } from './result-groups.ts';

const item = (type: string, id: number, matchRank?: number) => ({
  id,
  slug: `s${id}`,
  title: `T${id}`,
  image: null,
  location: null,
  url: `/cs/${type}/${id}`,
  types: [type],
  colorId: null,
  imageUrl: null,
  ...(matchRank === undefined ? {} : { matchRank }),
});

describe('search result groups', () => {
  it('groups by type, each item once, in the order given within a group', () => {
    const groups = groupResults([
      item('winemaker', 2, 3),
      item('winemaker', 1, 3),
      item('winemaker', 2, 3),
      item('cellar', 5, 3),
    ]);
    expect(groups.map((group) => [group.type, group.items.map((entry) => entry.id)])).toEqual([
      ['winemaker', [2, 1]],
      ['cellar', [5]],
    ]);
  });

  it('puts the best matching group first and equal ones in type order: a variety and its wines before lodgings', () => {
    const groups = groupResults([
      item('accommodation', 1, 3),
      item('winemaker', 2, 3),
      item('ml_wine', 3, 1),
      item('wine_variety', 4, 1),
      item('page', 5, 2),
    ]);
    expect(groups.map((group) => group.type)).toEqual([
      'wine_variety',
      'ml_wine',
      'page',
      'winemaker',
      'accommodation',
    ]);
    expect(groupResults([item('news', 1, 0), item('winemaker', 2, 1)]).map((group) => group.type)).toEqual([
      'news',
      'winemaker',
    ]);
  });

  it('names places as place cards do and the rest by the search texts; an unknown type is a page ("Ostatní")', () => {
    expect(resultTypeOf(item('wine_bar', 1))).toBe('wine_bar');
    expect(resultTypeOf(item('mystery', 1))).toBe('page');
    expect(typeLabelKey('wine_bar')).toBe('placeTypes.wine_bar');
    expect(typeLabelKey('recipe')).toBe('search.types.recipe');
  });
});
