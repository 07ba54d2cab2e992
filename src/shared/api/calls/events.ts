import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import {
  idField,
  queryIdList,
  imageSchema,
  isoDate,
  limitField,
  localeField,
  offsetField,
  pagedList,
  queryList,
  searchField,
} from '../common.ts';
import { EVENT_PROGRAMMES, EVENT_QUERY_LIMIT } from '../../constants/events.ts';

export const eventListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  url: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  image: imageSchema.nullable(),
  city: z.string(),
  municipality: z.string().nullable(),
  venue: z.string().nullable(),
  eventType: z.object({ id: z.number().int(), title: z.string() }),
  isTopEvent: z.boolean(),
  isSaintMartinEvent: z.boolean(),
  isPinkEvent: z.boolean(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
});

const eventDetailSchema = eventListItemSchema.extend({
  subtitle: z.string().nullable(),
  perex: z.string(),
  text: z.string(),
  web: z.string().nullable(),
  placeDescription: z.string(),
  entryFee: z.string().nullable(),
  gallery: z.array(imageSchema),
  contacts: z.record(z.string(), z.unknown()),
  winemakers: z.array(z.object({ id: z.number().int(), title: z.string() })),
  selectedEvents: z.array(eventListItemSchema),
  rating: z.number().nullable().describe('Rounded average of all ratings'),
  ratingCount: z.number().int(),
});

export const eventsCalls = {
  eventList: defineCall({
    id: 'listEvents',
    method: 'GET',
    path: '/api/event',
    encoding: 'query',
    tag: 'events',
    auth: 'public',
    summary: 'Events in a date range (default today → one year ahead), ordered by start',
    input: z
      .object({
        locale: localeField,
        offset: offsetField,
        limit: limitField(EVENT_QUERY_LIMIT, EVENT_QUERY_LIMIT),
        s: searchField,
        dateFrom: isoDate.optional().describe('Default today'),
        dateTo: isoDate.optional().describe('Default one year after dateFrom'),
        m: queryIdList('m').describe('Municipality ids'),
        p: queryList(z.enum(EVENT_PROGRAMMES)).describe('Programme: stmartins, rosewines, top'),
        type: queryIdList('type').describe('Event type ids'),
      })
      .refine((q) => !q.dateFrom || !q.dateTo || q.dateTo >= q.dateFrom, {
        path: ['dateTo'],
        error: 'dateTo must not precede dateFrom',
      }),
    output: pagedList(eventListItemSchema),
  }),
  eventDetail: defineCall({
    id: 'getEvent',
    method: 'GET',
    path: '/api/eventDetail',
    encoding: 'query',
    tag: 'events',
    auth: 'public',
    summary: 'An event with its selected events',
    input: z.object({ locale: localeField, id: idField }),
    output: eventDetailSchema,
    errors: [404],
  }),
  upcomingEvents: defineCall({
    id: 'listUpcomingEvents',
    method: 'GET',
    path: '/api/upcomingEvents',
    encoding: 'query',
    tag: 'events',
    auth: 'public',
    summary: 'Events running on a day: top events first, then shorter ones, then by start date',
    input: z.object({ day: isoDate, locale: localeField }),
    output: z.array(eventListItemSchema),
  }),
  upcomingEventsCounts: defineCall({
    id: 'countUpcomingEvents',
    method: 'GET',
    path: '/api/upcomingEventsCounts',
    encoding: 'query',
    tag: 'events',
    auth: 'public',
    summary: 'How many events run on each day of the month of `month`',
    input: z.object({ month: isoDate, locale: localeField }),
    output: z.record(z.string(), z.number().int()),
  }),
} as const;
