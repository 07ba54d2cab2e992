import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { idField, localeField, looseBoolean } from '../common.ts';
import { PLACE_TYPES } from '../../constants/places.ts';

export const userIdField = z.string().uuid({ error: 'userId must be a user id' });
const placeType = z.enum(PLACE_TYPES, { error: 'placeType must be wine_entity, restaurant or event' });
const placeStateSchema = z.object({ isVisited: z.boolean(), isFavorite: z.boolean(), isPlannedToVisit: z.boolean(), userRating: z.number().int().nullable(), rating: z.number().nullable(), ratingCount: z.number().int() });
const tripSummary = z.object({ id: z.string().uuid(), title: z.string(), slug: z.string(), image: z.string().nullable(), description: z.string(), placesCount: z.number().int(), updatedAt: z.string() });

export const accountCalls = {
  setPlaceState: defineCall({
    id: 'setPlaceState', method: 'POST', path: '/api/user/setPlaceState', encoding: 'json', tag: 'account', auth: 'session', summary: 'Sets visited / favorite / wishlist of a place',
    input: z.object({ placeId: idField, placeType, userId: userIdField, isVisited: z.boolean(), isFavorite: z.boolean(), isPlannedToVisit: z.boolean(), changedAt: z.iso.datetime().optional() }),
    output: placeStateSchema, errors: [401, 403, 501],
  }),
  defaultPlacesCount: defineCall({
    id: 'defaultPlacesCount', method: 'POST', path: '/api/user/defaultPlacesCount', encoding: 'json', tag: 'account', auth: 'session', summary: 'Counts of the three default lists',
    input: z.object({ userId: userIdField }), output: z.object({ counts: z.object({ visited: z.number().int(), favorite: z.number().int(), plannedToVisit: z.number().int() }) }), errors: [401, 403, 501],
  }),
  getPlacesData: defineCall({
    id: 'getPlacesData', method: 'GET', path: '/api/user/getPlacesData', encoding: 'query', tag: 'account', auth: 'session', summary: "The user's state of every place of a type, keyed by place id",
    input: z.object({ userId: userIdField, placeType }), output: z.object({ data: z.record(z.string(), placeStateSchema) }), errors: [401, 403],
  }),
  getSinglePlaceData: defineCall({
    id: 'getSinglePlaceData', method: 'GET', path: '/api/user/getSinglePlaceData', encoding: 'query', tag: 'account', auth: 'session', summary: "The user's state of one place",
    input: z.object({ userId: userIdField, placeType, placeId: idField }), output: z.object({ place: placeStateSchema }), errors: [401, 403],
  }),
  profile: defineCall({
    id: 'getProfile', method: 'GET', path: '/api/user/profile', encoding: 'query', tag: 'account', auth: 'session', summary: 'The signed-in user (token header)',
    input: z.object({ locale: localeField, userId: userIdField, includeTrips: z.enum(['0', '1']).default('0') }),
    output: z.object({ id: z.string().uuid(), email: z.string(), profile: z.object({ name: z.string(), newsletterPublic: z.boolean(), newsletterProfessionals: z.boolean() }), trips: z.array(tripSummary), isLoggedIn: z.literal(true) }),
    errors: [401, 403],
  }),
  update: defineCall({
    id: 'updateUser', method: 'POST', path: '/api/user/update', encoding: 'multipart', tag: 'account', auth: 'session', summary: 'Saves name and newsletter choices',
    input: z.object({ name: z.string().trim().min(1, { error: 'Povinné pole' }).max(100), newsletterPublic: looseBoolean, newsletterProfessionals: looseBoolean, userId: userIdField, email: z.email({ error: 'Neplatný e-mail' }) }),
    output: z.object({ status: z.enum(['OK', 'ERROR']) }), errors: [401, 403, 501],
  }),
  delete: defineCall({
    id: 'deleteUser', method: 'POST', path: '/api/user/delete', encoding: 'multipart', tag: 'account', auth: 'session', summary: 'Deletes the account',
    input: z.object({ userId: userIdField }), output: z.object({ status: z.literal('OK') }), errors: [401, 403, 501],
  }),
} as const;
