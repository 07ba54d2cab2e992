import { describe, expect, it } from 'vitest';
import type { MapPoint } from '../../ui/map/place-map-props.ts';
import { mapPointPlace } from './map-point-place.ts';

const point = (type: string): MapPoint => ({
  id: 42,
  type,
  title: 'Sklep U Sv. Urbana',
  location: 'Mikulov',
  url: '/cs/sklepy/42-sklep',
  image: null,
  latitude: 48.8,
  longitude: 16.6,
});

describe('a map point as a trip place', () => {
  it('is a wine entity for winemakers, cellars, wine bars, wine shops and accommodation', () => {
    for (const type of ['winemaker', 'cellar', 'wine_bar', 'wine_shop', 'accommodation'])
      expect(mapPointPlace(point(type))?.type).toBe('wine_entity');
  });

  it('is an event or a restaurant as such, keeping what the trip shows at once', () => {
    expect(mapPointPlace(point('event'))).toMatchObject({
      id: 42,
      type: 'event',
      title: 'Sklep U Sv. Urbana',
      city: 'Mikulov',
      url: '/cs/sklepy/42-sklep',
      latitude: 48.8,
      longitude: 16.6,
    });
    expect(mapPointPlace(point('restaurant'))?.type).toBe('restaurant');
  });

  it('is nothing for a point that cannot go into a trip', () => {
    expect(mapPointPlace(point('news'))).toBeNull();
    // An e-shop is its own record: its id is no wine entity's.
    expect(mapPointPlace(point('eshop'))).toBeNull();
  });
});
