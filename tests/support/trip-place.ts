import type { TripPlace } from '../../src/shared/api/calls/trips.ts';

/** A winemaker in Mikulov as a trip's place (no position unless given): what a test needs of a trip's stop. */
export const tripPlace = (id: number, over: Partial<TripPlace> = {}): TripPlace => ({
  id,
  slug: `p${id}`,
  title: `Vinařství ${id}`,
  types: ['winemaker'],
  type: 'wine_entity',
  dateFrom: null,
  dateTo: null,
  city: 'Mikulov',
  image: null,
  url: `/vinarstvi/p${id}`,
  latitude: null,
  longitude: null,
  ...over,
});
