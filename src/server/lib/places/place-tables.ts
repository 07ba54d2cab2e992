import type { PlaceStateType, PlaceType } from '../../../shared/constants/places.ts';

/** The catalogue table of each place type (states, ratings and trips refer to places by type and id). */
export const PLACE_TABLES: Record<PlaceType, string> = {
  wine_entity: 'wine_entities',
  restaurant: 'restaurants',
  event: 'events',
};

/** The catalogue table of each place type a user can mark (an e-shop is in no trip, so it is not among PLACE_TABLES). */
export const PLACE_STATE_TABLES: Record<PlaceStateType, string> = { ...PLACE_TABLES, eshop: 'eshops' };
