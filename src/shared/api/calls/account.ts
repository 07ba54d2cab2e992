import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { emailField, requiredText } from '../../forms/account-fields.ts';
import { idField, imageSchema, localeField, looseBoolean } from '../common.ts';
import {
  PLACE_STATE_FIELDS,
  PLACE_STATE_FIELDS_OF,
  PLACE_STATE_TYPES,
  PLACE_TYPES,
  takesField,
} from '../../constants/places.ts';
import {
  PLACE_NOTE_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
  USER_NAME_MAX_LENGTH,
  USER_ROLES,
} from '../../constants/account.ts';

/** Fields the account, auth and trip calls share (spec 01 §3 User, Trip, Place user state). */
export const userIdField = z.uuid({ error: 'userId must be a user id (UUID)' });
export const placeTypeField = z.enum(PLACE_TYPES, { error: 'placeType must be wine_entity, restaurant or event' });
/** The type of a place a user marks: a trip's place types, and e-shops. */
const placeStateTypeField = z.enum(PLACE_STATE_TYPES, {
  error: `placeType must be one of ${PLACE_STATE_TYPES.join(', ')}`,
});

export const placeRefSchema = z.object({ placeId: idField, placeType: placeTypeField });
export type PlaceRef = z.infer<typeof placeRefSchema>;

export const placeStateSchema = z.object({
  placeId: z.number().int(),
  placeType: z.enum(PLACE_STATE_TYPES),
  isVisited: z.boolean(),
  isFavorite: z.boolean(),
  isPlannedToVisit: z.boolean(),
  userRating: z.number().int().nullable().describe("The signed-in user's own rating"),
  note: z.string().describe("The signed-in user's private note on the place ('' for none)"),
  rating: z.number().nullable().describe('Rounded average of all ratings'),
  ratingCount: z.number().int(),
});
export type PlaceState = z.infer<typeof placeStateSchema>;

/** Spec 01 §3 Trip. `image` is the thumbnail (368x211), taken from its first place when not set. */
export const tripSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  slug: z.string(),
  image: imageSchema.nullable(),
  userId: z.uuid(),
  updatedAt: z.string(),
  tripPlaces: z.array(z.object({ place: placeRefSchema })),
});
export type Trip = z.infer<typeof tripSchema>;

/** Spec 01 §3 User without its access token (that travels in the header, see auth calls). */
export const accountUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  profile: z.object({ name: z.string(), newsletterPublic: z.boolean(), newsletterProfessionals: z.boolean() }),
  isLoggedIn: z.literal(true),
});

const countsSchema = z.object({
  visited: z.number().int(),
  favorite: z.number().int(),
  plannedToVisit: z.number().int(),
});
const statusSchema = z.object({ status: z.literal('OK') });

/** An optional `changedAt`: the client's time of an edit, which last-writer-wins rules order offline replays by. */
export const changedAtField = (meaning: string) =>
  z.iso.datetime({ error: 'changedAt must be an ISO date-time' }).optional().describe(meaning);

const setPlaceStateInput = z
  .object({
    placeId: idField,
    placeType: placeStateTypeField,
    userId: userIdField,
    isVisited: z.boolean().optional(),
    isFavorite: z.boolean().optional(),
    isPlannedToVisit: z.boolean().optional(),
    userRating: z
      .number()
      .int()
      .min(RATING_MIN)
      .max(RATING_MAX)
      .nullable()
      .optional()
      .describe('1-5 stars; null clears the rating'),
    note: z
      .string()
      .trim()
      .max(PLACE_NOTE_MAX_LENGTH, { error: `at most ${PLACE_NOTE_MAX_LENGTH} characters` })
      .optional()
      .describe("The user's private note; '' clears it"),
    changedAt: changedAtField(
      'Client time of the change: each flag is last-writer-wins by this time (offline replays)',
    ),
  })
  .refine(
    (body) =>
      [body.isVisited, body.isFavorite, body.isPlannedToVisit, body.userRating, body.note].some(
        (value) => value !== undefined,
      ),
    {
      error: 'send at least one of isVisited, isFavorite, isPlannedToVisit, userRating, note',
    },
  )
  .superRefine((body, ctx) => {
    for (const field of PLACE_STATE_FIELDS) {
      if (body[field] === undefined || takesField(body.placeType, field)) continue;
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `a place of type ${body.placeType} takes only ${PLACE_STATE_FIELDS_OF[body.placeType].join(', ')}`,
      });
    }
  });

export const accountCalls = {
  setPlaceState: defineCall({
    id: 'setPlaceState',
    method: 'POST',
    path: '/api/user/setPlaceState',
    encoding: 'json',
    tag: 'account',
    auth: 'session',
    summary:
      'Sets visited / favorite / wishlist flags (and the rating) of a place; fields left out stay as they are. An e-shop takes isFavorite only',
    input: setPlaceStateInput,
    output: z.object({ place: placeStateSchema }),
    errors: [401, 403, 404, 422],
  }),
  defaultPlacesCount: defineCall({
    id: 'defaultPlacesCount',
    method: 'POST',
    path: '/api/user/defaultPlacesCount',
    encoding: 'json',
    tag: 'account',
    auth: 'session',
    summary: 'Counts of the three default lists',
    input: z.object({ userId: userIdField }),
    output: z.object({ counts: countsSchema }),
    errors: [401, 403],
  }),
  getPlacesData: defineCall({
    id: 'getPlacesData',
    method: 'GET',
    path: '/api/user/getPlacesData',
    encoding: 'query',
    tag: 'account',
    auth: 'session',
    summary: "The user's state of every place of a type, keyed by place id",
    input: z.object({ userId: userIdField, placeType: placeStateTypeField }),
    output: z.object({ data: z.record(z.string(), placeStateSchema) }),
    errors: [401, 403],
  }),
  getSinglePlaceData: defineCall({
    id: 'getSinglePlaceData',
    method: 'GET',
    path: '/api/user/getSinglePlaceData',
    encoding: 'query',
    tag: 'account',
    auth: 'session',
    summary: "The user's state of one place",
    input: z.object({ userId: userIdField, placeType: placeStateTypeField, placeId: idField }),
    output: z.object({ place: placeStateSchema }),
    errors: [401, 403],
  }),
  profile: defineCall({
    id: 'getProfile',
    method: 'GET',
    path: '/api/user/profile',
    encoding: 'query',
    tag: 'account',
    auth: 'session',
    summary: 'The signed-in user (session token header); trips newest-updated first when includeTrips=1',
    input: z.object({
      locale: localeField,
      userId: userIdField,
      includeTrips: z
        .enum(['0', '1'], { error: 'includeTrips must be 0 or 1' })
        .default('0')
        .transform((value) => value === '1'),
    }),
    output: accountUserSchema.extend({ trips: z.array(tripSchema) }),
    errors: [401, 403],
  }),
  update: defineCall({
    id: 'updateUser',
    method: 'POST',
    path: '/api/user/update',
    encoding: 'multipart',
    tag: 'account',
    auth: 'session',
    summary: 'Saves the name and newsletter choices (the e-mail is read-only)',
    input: z.object({
      name: requiredText(USER_NAME_MAX_LENGTH),
      newsletterPublic: looseBoolean.default(false),
      newsletterProfessionals: looseBoolean.default(false),
      userId: userIdField,
      email: emailField,
    }),
    output: z.object({ status: z.enum(['OK', 'ERROR']) }),
    errors: [401, 403],
  }),
  delete: defineCall({
    id: 'deleteUser',
    method: 'POST',
    path: '/api/user/delete',
    encoding: 'multipart',
    tag: 'account',
    auth: 'session',
    summary: 'Deletes the account with its trips, place states and ratings',
    input: z.object({ userId: userIdField }),
    output: statusSchema,
    errors: [401, 403],
  }),
} as const;
