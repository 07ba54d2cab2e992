import type { PlaceStateType } from '../../shared/constants/places.ts';
import type { OutboxEntry } from './records.ts';

/*
 * The subject an outbox change waits under: one subject's changes are sent in their order, and a screen finds the
 * unsent changes it lays over the server's copy by it.
 */

export const TRIP_SUBJECT_PREFIX = 'trip:';
export const tripSubject = (tripId: string) => `${TRIP_SUBJECT_PREFIX}${tripId}`;
export const tripIdOf = (entry: OutboxEntry) => entry.subject.slice(TRIP_SUBJECT_PREFIX.length);

export const PLACE_SUBJECT_PREFIX = 'place:';
export const placeSubject = (placeType: PlaceStateType, placeId: number) => `${PLACE_SUBJECT_PREFIX}${placeType}:${placeId}`;
/** The call every place-state change (flags, rating, note) goes through. */
export const SET_PLACE_STATE = '/api/user/setPlaceState';
