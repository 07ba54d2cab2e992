import type { PlaceType } from '../../../shared/constants/places.ts';

/** The catalogue table of each place type (states, ratings and trips refer to places by type and id). */
export const PLACE_TABLES: Record<PlaceType, string> = { wine_entity: 'wine_entities', restaurant: 'restaurants', event: 'events' };
