import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { idField, limitField, localeField, queryList, searchField } from '../common.ts';
import { PLACE_STATE_TYPES, PLACE_TYPES } from '../../constants/places.ts';
import {
  TRIP_DESCRIPTION_MAX_LENGTH,
  TRIP_PLACES_PER_CALL_MAX,
  TRIP_SEARCH_LIST_LIMIT,
  TRIP_SEARCH_LIST_LIMIT_MAX,
  TRIP_SEARCH_SOURCES,
  TRIP_SEARCH_TYPES,
  TRIP_TITLE_MAX_LENGTH,
} from '../../constants/account.ts';
import { requiredText } from '../../forms/account-fields.ts';
import { changedAtField, placeRefSchema, placeTypeField, tripSchema, userIdField } from './account.ts';
import { tripPlanReadFields } from './trip-plan.ts';

export const tripIdField = z.uuid({ error: 'tripId must be a trip id (UUID)' });
const description = z
  .string()
  .trim()
  .max(TRIP_DESCRIPTION_MAX_LENGTH, { error: `at most ${TRIP_DESCRIPTION_MAX_LENGTH} characters` })
  .default('');
const changedAt = changedAtField(
  'Client time of the edit: title and description are last-writer-wins by this time (offline replays)',
);
const createdAt = changedAtField(
  'Client time of the create: the first title and description count from it, so an edit made after it (offline too) wins; without it the server time',
);
const visitedAt = changedAtField(
  'Client time of the change: each visited flag is last-writer-wins by this time, as in setPlaceState; without it the server time',
);
const placeChangedAt = changedAtField(
  'Client time of the change: a place is in the trip when its latest add is newer than its latest removal, so adds and removals replayed in any order end the same',
);

/** A list field that may arrive as JSON, as a JSON string inside a form, as repeated form fields or as "1,2,3". */
const listField = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null) return value;
      const parts = Array.isArray(value) ? value : [value];
      return parts.flatMap((part): unknown[] => {
        if (typeof part !== 'string') return [part];
        const text = part.trim();
        if (text.startsWith('[') || text.startsWith('{')) {
          try {
            const parsed: unknown = JSON.parse(text);
            return Array.isArray(parsed) ? parsed : [parsed];
          } catch {
            return [part];
          }
        }
        return text === '' ? [] : text.split(',');
      });
    },
    z
      .array(item, { error: 'places must be a list' })
      .min(1, { error: 'places must hold at least one place' })
      .max(TRIP_PLACES_PER_CALL_MAX, { error: `at most ${TRIP_PLACES_PER_CALL_MAX} places per call` }),
  );

/** Spec 01 §3 "Place in a trip" (also the items of the trip place search). */
export const tripPlaceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  types: z
    .array(z.string())
    .describe('Catalogue categories: winemaker, cellar, wine_bar, wine_shop, accommodation, restaurant, event'),
  type: z.enum(PLACE_TYPES),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  city: z.string().nullable(),
  image: z.string().nullable().describe('Image url'),
  url: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  openingHours: z
    .unknown()
    .optional()
    .describe("The place's stored opening hours (spec 02 openingHours), null for none; only in a trip's read"),
});
export type TripPlace = z.infer<typeof tripPlaceSchema>;
/** A place of a user's default list: a place a trip holds, or (in the whole list, no category chosen) a favourite e-shop. */
export const listedPlaceSchema = tripPlaceSchema.extend({ type: z.enum(PLACE_STATE_TYPES) });
export type ListedPlace = z.infer<typeof listedPlaceSchema>;

const boundsSchema = z.object({ south: z.number(), west: z.number(), north: z.number(), east: z.number() });
const statusSchema = z.object({ status: z.literal('OK') });

export const tripsCalls = {
  create: defineCall({
    id: 'createTrip',
    method: 'POST',
    path: '/api/trip/create',
    encoding: 'multipart',
    tag: 'trips',
    auth: 'session',
    summary: 'Creates a trip; a client-generated id makes it idempotent and usable offline at once',
    input: z.object({
      id: z.uuid({ error: 'id must be a UUID' }).optional(),
      title: requiredText(TRIP_TITLE_MAX_LENGTH),
      description,
      userId: userIdField,
      changedAt: createdAt,
    }),
    output: z.object({ trip: tripSchema }),
    errors: [401, 403, 409],
  }),
  update: defineCall({
    id: 'updateTrip',
    method: 'POST',
    path: '/api/trip/update',
    encoding: 'multipart',
    tag: 'trips',
    auth: 'session',
    summary: 'Edits title and description (owner only)',
    input: z.object({ title: requiredText(TRIP_TITLE_MAX_LENGTH), description, tripId: tripIdField, changedAt }),
    output: z.object({ trip: tripSchema }),
    errors: [401, 403, 404],
  }),
  addPlaces: defineCall({
    id: 'addTripPlaces',
    method: 'POST',
    path: '/api/trip/add-places',
    encoding: 'json',
    tag: 'trips',
    auth: 'session',
    summary:
      'Adds places to a trip (set semantics: adding twice is one place). JSON, or a form body whose places field is JSON',
    input: z.object({ tripId: tripIdField, places: listField(placeRefSchema), changedAt: placeChangedAt }),
    output: statusSchema,
    errors: [401, 403, 404],
  }),
  addVisitedPlaces: defineCall({
    id: 'addVisitedPlaces',
    method: 'POST',
    path: '/api/trip/add-visited-places',
    encoding: 'multipart',
    tag: 'trips',
    auth: 'session',
    summary: 'Marks places as visited: place ids, or {placeId, placeType} pairs where an id alone is ambiguous',
    input: z.object({
      places: listField(
        z.union([placeRefSchema, idField], { error: 'each place must be a place id or {placeId, placeType}' }),
      ),
      userId: userIdField,
      changedAt: visitedAt,
    }),
    output: statusSchema,
    errors: [401, 403],
  }),
  places: defineCall({
    id: 'getTripPlaces',
    method: 'GET',
    path: '/api/trip/places',
    encoding: 'query',
    tag: 'trips',
    auth: 'optional',
    summary: "A trip with its places, read-only for anyone with the link; isOwner tells the owner's session apart",
    input: z.object({ tripId: tripIdField, userId: userIdField.optional(), locale: localeField }),
    output: z.object({
      data: z.object({
        trip: tripSchema,
        places: z.array(tripPlaceSchema),
        ...tripPlanReadFields,
        placesMetaData: z.object({
          count: z.number().int(),
          isOwner: z.boolean(),
          bounds: boundsSchema.nullable().describe('For the map and offline tiles'),
        }),
      }),
    }),
    errors: [404],
  }),
  placesSearch: defineCall({
    id: 'searchTripPlaces',
    method: 'GET',
    path: '/api/trip/places-search',
    encoding: 'query',
    tag: 'trips',
    auth: 'optional',
    summary:
      'Places to add to a trip: counts per category (total, event, winemaker, cellar, winebar, wineshop, restaurant, accommodation), the places, and lists per category',
    input: z.object({
      userId: userIdField.optional(),
      type: z
        .enum(TRIP_SEARCH_SOURCES, { error: `type must be one of ${TRIP_SEARCH_SOURCES.join(', ')}` })
        .default('all')
        .describe("Where places come from: the catalogue, or one of the user's lists (needs a session)"),
      locale: localeField,
      s: searchField,
      t: queryList(z.enum(TRIP_SEARCH_TYPES, { error: `t must be among ${TRIP_SEARCH_TYPES.join(', ')}` })).describe(
        'Categories; empty = all',
      ),
      limit: limitField(TRIP_SEARCH_LIST_LIMIT_MAX, TRIP_SEARCH_LIST_LIMIT).describe('Places per category list'),
    }),
    output: z.object({
      counts: z.record(z.enum(['total', ...TRIP_SEARCH_TYPES]), z.number().int()),
      places: z
        .array(listedPlaceSchema)
        .describe(
          "Every listed place once; a user's own list with no category chosen (t empty) also holds their e-shops, which no trip takes",
        ),
      lists: z.record(z.string(), z.array(tripPlaceSchema)),
    }),
    errors: [401, 403],
  }),
  deletePlace: defineCall({
    id: 'deleteTripPlace',
    method: 'POST',
    path: '/api/trip/delete-place',
    encoding: 'json',
    tag: 'trips',
    auth: 'session',
    summary: 'Removes a place from a trip (placeType narrows an id shared by two place types)',
    input: z.object({
      tripId: tripIdField,
      placeId: idField,
      placeType: placeTypeField.optional(),
      changedAt: placeChangedAt,
    }),
    output: statusSchema,
    errors: [401, 403, 404],
  }),
  delete: defineCall({
    id: 'deleteTrip',
    method: 'POST',
    path: '/api/trip/delete',
    encoding: 'multipart',
    tag: 'trips',
    auth: 'session',
    summary: 'Deletes a trip (owner only)',
    input: z.object({ userId: userIdField, tripId: tripIdField }),
    output: statusSchema,
    errors: [401, 403, 404],
  }),
  reorder: defineCall({
    id: 'reorderTripPlaces',
    method: 'POST',
    path: '/api/trip/reorder',
    encoding: 'json',
    tag: 'trips',
    auth: 'session',
    summary:
      "Saves the order of a trip's stops (e.g. the shortest driving order); places not named keep their place after the named ones",
    input: z.object({ tripId: tripIdField, places: listField(placeRefSchema) }),
    output: statusSchema,
    errors: [401, 403, 404],
  }),
} as const;
