import { describe, expect, it } from 'vitest';
import type { MapPoint } from '../../ui/map/place-map-props.ts';
import { mapPointCard } from './map-point-card.ts';

const point: MapPoint = {
  id: 12,
  type: 'cellar',
  title: 'Sklep U Lípy',
  location: 'Mikulov',
  url: '/cs/sklepy/12-sklep-u-lipy',
  image: '/uploads/lipa.jpg',
  latitude: 48.8,
  longitude: 16.6,
};

describe('a map point as a card', () => {
  it('carries the title, town, type, image and place', () => {
    expect(mapPointCard(point)).toMatchObject({
      id: 12,
      title: 'Sklep U Lípy',
      url: '/cs/sklepy/12-sklep-u-lipy',
      city: 'Mikulov',
      image: { url: '/uploads/lipa.jpg', alt: null },
      location: { latitude: 48.8, longitude: 16.6 },
      types: ['cellar'],
      perex: '',
    });
  });

  it('has no rating and no image when the point has none', () => {
    const card = mapPointCard({ ...point, image: null });
    expect(card.image).toBeNull();
    expect(card.rating).toBeNull();
    expect(card.ratingCount).toBeNull();
    expect(mapPointCard({ ...point, rating: 4, ratingCount: 9 })).toMatchObject({ rating: 4, ratingCount: 9 });
  });

  it('gives back the opening hours from their short form', () => {
    expect(mapPointCard(point).openingHours).toBeNull();
    expect(mapPointCard({ ...point, hours: '1000-1800,,,,,,' }).openingHours).toMatchObject({
      hasOpeningHoursRegular: true,
      summer: { monday: { from: '10:00', to: '18:00' } },
    });
  });
});
