import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { idField, jsonField, localeField, queryList, searchField } from '../common.ts';
import { PLACE_TYPES } from '../../constants/places.ts';
import { userIdField } from './account.ts';

const tripId = z.string().uuid({ error: 'tripId must be a trip id' });
const placeRef = z.object({ placeId: idField, placeType: z.enum(PLACE_TYPES) });
export const tripPlaceSchema = z.object({
  id: z.number().int(), slug: z.string(), title: z.string(), types: z.array(z.string()), type: z.enum(PLACE_TYPES), dateFrom: z.string().nullable(), dateTo: z.string().nullable(),
  city: z.string().nullable(), image: z.string().nullable(), url: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable(),
});
const tripSchema = z.object({ id: z.string().uuid(), title: z.string(), description: z.string(), slug: z.string(), userId: z.string().uuid(), updatedAt: z.string() });
const PLACE_SEARCH_TYPES = ['event', 'winemaker', 'cellar', 'restaurant', 'wine_shop', 'accommodation'] as const;

export const tripsCalls = {
  create: defineCall({
    id: 'createTrip', method: 'POST', path: '/api/trip/create', encoding: 'multipart', tag: 'trips', auth: 'session', summary: 'Creates a trip (client-generated id makes it idempotent)',
    input: z.object({ id: z.string().uuid().optional(), title: z.string().trim().min(1, { error: 'Povinné pole' }).max(120), description: z.string().max(2000).default(''), userId: userIdField }),
    output: z.object({ trip: tripSchema }), errors: [401, 403, 501],
  }),
  update: defineCall({
    id: 'updateTrip', method: 'POST', path: '/api/trip/update', encoding: 'multipart', tag: 'trips', auth: 'session', summary: 'Edits title and description',
    input: z.object({ tripId, title: z.string().trim().min(1, { error: 'Povinné pole' }).max(120), description: z.string().max(2000).default('') }),
    output: z.object({ trip: tripSchema }), errors: [401, 403, 404, 501],
  }),
  addPlaces: defineCall({
    id: 'addTripPlaces', method: 'POST', path: '/api/trip/add-places', encoding: 'json', tag: 'trips', auth: 'session', summary: 'Adds places to a trip (JSON, or a form whose places field is JSON)',
    input: z.object({ tripId, places: jsonField(z.array(placeRef).min(1).max(500)) }), output: z.object({ status: z.literal('OK') }), errors: [401, 403, 404, 501],
  }),
  addVisitedPlaces: defineCall({
    id: 'addVisitedPlaces', method: 'POST', path: '/api/trip/add-visited-places', encoding: 'multipart', tag: 'trips', auth: 'session', summary: 'Marks places as visited',
    input: z.object({ places: jsonField(z.array(placeRef).min(1).max(500)), userId: userIdField }), output: z.object({ status: z.literal('OK') }), errors: [401, 403, 501],
  }),
  places: defineCall({
    id: 'getTripPlaces', method: 'GET', path: '/api/trip/places', encoding: 'query', tag: 'trips', auth: 'optional', summary: "A trip's places (read-only for everyone with the link)",
    input: z.object({ tripId, userId: userIdField.optional(), locale: localeField }),
    output: z.object({ data: z.object({ trip: tripSchema, places: z.array(tripPlaceSchema), placesMetaData: z.object({ count: z.number().int(), isOwner: z.boolean() }) }) }),
    errors: [404],
  }),
  placesSearch: defineCall({
    id: 'searchTripPlaces', method: 'GET', path: '/api/trip/places-search', encoding: 'query', tag: 'trips', auth: 'optional', summary: 'Places to add to a trip, with counts per type',
    input: z.object({ userId: userIdField.optional(), type: z.string().max(30).optional(), locale: localeField, s: searchField, t: queryList(z.enum(PLACE_SEARCH_TYPES)) }),
    output: z.object({ counts: z.record(z.string(), z.number().int()), places: z.array(tripPlaceSchema), lists: z.record(z.string(), z.array(tripPlaceSchema)) }),
  }),
  deletePlace: defineCall({
    id: 'deleteTripPlace', method: 'POST', path: '/api/trip/delete-place', encoding: 'json', tag: 'trips', auth: 'session', summary: 'Removes a place from a trip',
    input: z.object({ tripId, placeId: idField, placeType: z.enum(PLACE_TYPES).optional() }), output: z.object({ status: z.literal('OK') }), errors: [401, 403, 404, 501],
  }),
  delete: defineCall({
    id: 'deleteTrip', method: 'POST', path: '/api/trip/delete', encoding: 'multipart', tag: 'trips', auth: 'session', summary: 'Deletes a trip',
    input: z.object({ userId: userIdField, tripId }), output: z.object({ status: z.literal('OK') }), errors: [401, 403, 404, 501],
  }),
} as const;
