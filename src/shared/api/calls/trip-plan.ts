import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { idField, isoDate } from '../common.ts';
import { PLACE_TYPES } from '../../constants/places.ts';
import {
  TRIP_LOG_KINDS,
  TRIP_LOG_PRICE_MAX,
  TRIP_LOG_WINE_NAME_MAX_LENGTH,
  TRIP_POSITION_MAX,
  TRIP_STOPS_PER_CALL_MAX,
  TRIP_STOP_NOTE_MAX_LENGTH,
} from '../../constants/trip-plan-limits.ts';
import { changedAtField, placeTypeField } from './account.ts';

/** 'HH:MM', 00:00 to 23:59 (compares as text). */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A day of a trip (Den 1, Den 2, …), listed by position, then id. */
export const tripDaySchema = z.object({
  id: z.uuid(),
  position: z.number(),
  date: z.string().nullable().describe('YYYY-MM-DD'),
  startTime: z.string().nullable().describe("HH:MM, the day's departure from its first stop"),
});
export type TripDay = z.infer<typeof tripDaySchema>;

/** Every place of a trip is a stop: its day (null or an unknown day = not in a day), order, note and earliest visit time. */
export const tripStopSchema = z.object({
  placeId: z.number().int(),
  placeType: z.enum(PLACE_TYPES),
  dayId: z.uuid().nullable().describe('Null, or a day that is deleted or unknown: the stop is in no day (unplanned)'),
  position: z.number().describe('Order within its day: position, then placeType:placeId'),
  note: z.string(),
  notBefore: z.string().nullable().describe('HH:MM: the stop is visited no earlier than this time of its day'),
});
export type TripStop = z.infer<typeof tripStopSchema>;

/** A wine tasted or bought at a stop. */
export const tripLogEntrySchema = z.object({
  id: z.uuid(),
  placeId: z.number().int(),
  placeType: z.enum(PLACE_TYPES),
  kind: z.enum(TRIP_LOG_KINDS),
  wineId: z.number().int().nullable().describe('A wine of the portal, or null for a wine named in free text'),
  wineName: z.string(),
  price: z.number().nullable().describe('CZK'),
  rating: z.number().int().nullable().describe('1 to 5'),
  createdAt: z.string().describe('Client time of its first save'),
});
export type TripLogEntry = z.infer<typeof tripLogEntrySchema>;

/**
 * The last-writer-wins times behind the plan, so a device lays its unsent changes over the read exactly as the server
 * will merge them (another device's newer change stays shown). Deleted days and log entries are listed here only.
 */
export const tripPlanClocksSchema = z.object({
  days: z.record(z.string(), z.object({ savedAt: z.string(), removedAt: z.string().nullable() })),
  stops: z.record(
    z.string().describe('placeType:placeId'),
    z.object({ placedAt: z.string().nullable(), noteAt: z.string().nullable(), notBeforeAt: z.string().nullable() }),
  ),
  logs: z.record(z.string(), z.object({ updatedAt: z.string(), deleted: z.boolean() })),
});
export type TripPlanClocks = z.infer<typeof tripPlanClocksSchema>;

/** What getTripPlaces adds to its answer for the planner. */
export const tripPlanReadFields = {
  days: z.array(tripDaySchema),
  stops: z.array(tripStopSchema),
  logs: z.array(tripLogEntrySchema).describe('Oldest first'),
  clocks: tripPlanClocksSchema,
};

const tripId = z.uuid({ error: 'tripId must be a trip id (UUID)' });
const dayId = z.uuid({ error: 'dayId must be a UUID' });
const changedAt = changedAtField(
  'Client time of the change: last-writer-wins by this time, so two devices replaying offline edits in any order end the same; without it the server time',
);
const position = z
  .number({ error: 'position must be a number' })
  .min(-TRIP_POSITION_MAX, { error: `position must be at least -${TRIP_POSITION_MAX}` })
  .max(TRIP_POSITION_MAX, { error: `position must be at most ${TRIP_POSITION_MAX}` });
const timeOfDay = (name: string) =>
  z.string({ error: `${name} must be HH:MM` }).regex(TIME_OF_DAY_PATTERN, { error: `${name} must be HH:MM` });
const statusSchema = z.object({ status: z.literal('OK') });

const stopPlacement = z.object({
  placeId: idField,
  placeType: placeTypeField,
  dayId: dayId.nullable(),
  position,
});

export const tripPlanCalls = {
  saveDay: defineCall({
    id: 'saveTripDay',
    method: 'POST',
    path: '/api/trip/day/save',
    encoding: 'json',
    tag: 'trips',
    auth: 'session',
    summary: 'Creates or edits a day of a trip (owner only): position, date and start time, last-writer-wins together',
    input: z.object({
      tripId,
      dayId,
      position,
      date: isoDate.nullable(),
      startTime: timeOfDay('startTime').nullable(),
      changedAt,
    }),
    output: statusSchema,
    errors: [401, 403, 404, 409],
  }),
  deleteDay: defineCall({
    id: 'deleteTripDay',
    method: 'POST',
    path: '/api/trip/day/delete',
    encoding: 'json',
    tag: 'trips',
    auth: 'session',
    summary:
      'Deletes a day (owner only): it is there while its latest save is newer than its latest delete; its stops become unplanned',
    input: z.object({ tripId, dayId, changedAt }),
    output: statusSchema,
    errors: [401, 403, 404],
  }),
  placeStops: defineCall({
    id: 'placeTripStops',
    method: 'POST',
    path: '/api/trip/stops/place',
    encoding: 'json',
    tag: 'trips',
    auth: 'session',
    summary:
      "Sets stops' day and position (owner only), last-writer-wins per stop: drag and drop, moving between days, optimising a day and its undo",
    input: z.object({
      tripId,
      stops: z
        .array(stopPlacement, { error: 'stops must be a list' })
        .min(1, { error: 'stops must hold at least one stop' })
        .max(TRIP_STOPS_PER_CALL_MAX, { error: `at most ${TRIP_STOPS_PER_CALL_MAX} stops per call` }),
      changedAt,
    }),
    output: statusSchema,
    errors: [401, 403, 404],
  }),
  updateStop: defineCall({
    id: 'updateTripStop',
    method: 'POST',
    path: '/api/trip/stop/update',
    encoding: 'json',
    tag: 'trips',
    auth: 'session',
    summary: "A stop's note and earliest visit time (owner only), each present field last-writer-wins on its own",
    input: z
      .object({
        tripId,
        placeId: idField,
        placeType: placeTypeField,
        note: z
          .string({ error: 'note must be text' })
          .max(TRIP_STOP_NOTE_MAX_LENGTH, { error: `note must be at most ${TRIP_STOP_NOTE_MAX_LENGTH} characters` })
          .optional()
          .describe("'' clears it"),
        notBefore: timeOfDay('notBefore').nullable().optional().describe('null clears it'),
        changedAt,
      })
      .refine((body) => body.note !== undefined || body.notBefore !== undefined, {
        path: ['note'],
        error: 'send note or notBefore',
      }),
    output: statusSchema,
    errors: [401, 403, 404],
  }),
  saveLog: defineCall({
    id: 'saveTripLogEntry',
    method: 'POST',
    path: '/api/trip/log/save',
    encoding: 'json',
    tag: 'trips',
    auth: 'session',
    summary:
      'Adds or edits a tasted/bought entry of a stop (owner only), by its client-made id, last-writer-wins; a deleted entry stays deleted',
    input: z.object({
      tripId,
      id: z.uuid({ error: 'id must be a UUID' }),
      placeId: idField,
      placeType: placeTypeField,
      kind: z.enum(TRIP_LOG_KINDS, { error: `kind must be one of ${TRIP_LOG_KINDS.join(', ')}` }),
      wineId: idField.nullable().describe("A wine of the portal's wines, or null for free text"),
      wineName: z
        .string({ error: 'wineName must be text' })
        .trim()
        .min(1, { error: 'wineName must not be empty' })
        .max(TRIP_LOG_WINE_NAME_MAX_LENGTH, {
          error: `wineName must be at most ${TRIP_LOG_WINE_NAME_MAX_LENGTH} characters`,
        }),
      price: z
        .number({ error: 'price must be a number' })
        .min(0, { error: 'price must not be negative' })
        .max(TRIP_LOG_PRICE_MAX, { error: `price must be at most ${TRIP_LOG_PRICE_MAX}` })
        .nullable()
        .describe('CZK'),
      rating: z
        .number({ error: 'rating must be a whole number from 1 to 5' })
        .int({ error: 'rating must be a whole number from 1 to 5' })
        .min(1, { error: 'rating must be a whole number from 1 to 5' })
        .max(5, { error: 'rating must be a whole number from 1 to 5' })
        .nullable(),
      changedAt,
    }),
    output: statusSchema,
    errors: [401, 403, 404, 409],
  }),
  deleteLog: defineCall({
    id: 'deleteTripLogEntry',
    method: 'POST',
    path: '/api/trip/log/delete',
    encoding: 'json',
    tag: 'trips',
    auth: 'session',
    summary: 'Deletes a tasted/bought entry (owner only); a tombstone, so a late edit never brings it back',
    input: z.object({ tripId, id: z.uuid({ error: 'id must be a UUID' }), changedAt }),
    output: statusSchema,
    errors: [401, 403, 404],
  }),
} as const;
