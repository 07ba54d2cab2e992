import type { PlaceStateType } from '../../shared/constants/places.ts';

/** A place's state changes wait in the outbox under its subject: sent in their order, laid over its flags and lists. */
export const PLACE_SUBJECT_PREFIX = 'place:';
export const placeSubject = (placeType: PlaceStateType, placeId: number) =>
  `${PLACE_SUBJECT_PREFIX}${placeType}:${placeId}`;
/** The call every place-state change (flags, rating, note) goes through. */
export const SET_PLACE_STATE = '/api/user/setPlaceState';
