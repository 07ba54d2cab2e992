import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import {
  idField,
  queryIdList,
  imageSchema,
  limitField,
  localeField,
  offsetField,
  pagedList,
  queryList,
  searchField,
} from '../common.ts';
import {
  CERTIFICATION_FLAGS,
  MAP_MODE_LIMIT,
  MAP_TYPES,
  PROGRAMME_CHOICES,
  RESTAURANT_CHOICES,
  TAG_FILTER_TYPES,
  TAG_PAGE_SIZE,
  LIST_PAGE_SIZE,
  WINE_ENTITY_TYPES,
} from '../../constants/places.ts';

const listQuery = {
  locale: localeField,
  offset: offsetField,
  limit: limitField(MAP_MODE_LIMIT, LIST_PAGE_SIZE).describe('10 per page; 1000 in map mode'),
  s: searchField,
  sr: queryIdList('sr').describe('Wine subregion ids'),
  m: queryIdList('m').describe('Wine municipality ids (only those in the chosen subregions count)'),
  l: queryIdList('l').describe('Language ids'),
  o: z
    .string()
    .regex(/^(now|\d{4}-\d{2}-\d{2}T\d{2}:\d{2})$/)
    .optional()
    .describe("Only places open at this Prague time ('YYYY-MM-DDTHH:MM'), or now"),
};

const certificationSchema = z.object(
  Object.fromEntries(CERTIFICATION_FLAGS.map((flag) => [flag, z.boolean()])) as {
    [F in (typeof CERTIFICATION_FLAGS)[number]]: z.ZodBoolean;
  },
);

const placeSummary = {
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  city: z.string(),
  image: imageSchema.nullable(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  rating: z.number().nullable().describe('Rounded average of all ratings'),
  ratingCount: z.number().int(),
  openingHours: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe('The stored opening hours when the place has regular hours (the open-status label)'),
};

export const wineEntitySummarySchema = z.object({
  ...placeSummary,
  address: z.array(
    z.object({ city: z.string(), municipality: z.object({ id: z.number().int(), title: z.string() }).nullable() }),
  ),
  logo: imageSchema.nullable(),
  perex: z.string(),
  eshopUrl: z.string().nullable(),
  hasEshop: z.boolean(),
  wineEntityTypes: z.array(z.enum(WINE_ENTITY_TYPES)),
  programmes: z.array(z.enum(PROGRAMME_CHOICES)),
  ...certificationSchema.shape,
});

export const restaurantSummarySchema = z.object({
  ...placeSummary,
  streetWithNumber: z.string(),
  zip: z.string(),
  choices: z.array(z.enum(RESTAURANT_CHOICES)),
});

export const eshopBoxSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  url: z.string(),
  logo: imageSchema.nullable(),
  eshopUrl: z.string(),
});

const tagSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  color: z.string(),
  url: z.string().describe('The tag page of the locale'),
});

/** A related wine entity or restaurant on a detail page (spec 01 §3 relatedEntities, with certification flags). */
export const relatedEntitySchema = z.object({
  id: z.number().int(),
  placeType: z.enum(['wine_entity', 'restaurant']),
  title: z.string(),
  url: z.string(),
  city: z.string(),
  image: imageSchema.nullable(),
  types: z.array(z.string()),
  ...certificationSchema.shape,
});

const wineEntityDetailSchema = wineEntitySummarySchema.extend({
  description: z.string(),
  gallery: z.array(imageSchema),
  street: z.string(),
  houseNumber: z.string(),
  zip: z.string(),
  subregion: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  languages: z.array(z.object({ id: z.number().int(), title: z.string() })),
  sections: z
    .record(z.string(), z.unknown())
    .describe(
      'Nested sections of spec 02 §3: contacts, authority, openingHours, properties, gustation, touristPrograms, cellarServices, kitchen, rooms, sanitaryInfo, accomodation, productionInfo, …',
    ),
  tags: z.array(tagSchema),
  relatedEntities: z.array(relatedEntitySchema).describe('Linked records, else other places in the same municipality'),
});

const restaurantDetailSchema = restaurantSummarySchema.extend({
  description: z.string(),
  gallery: z.array(imageSchema),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  web: z.string().nullable(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  deliveryUrl: z.string().nullable(),
  languageCompetences: z.array(z.object({ id: z.number().int(), title: z.string() })),
  openingHours: z.record(z.string(), z.unknown()),
  tags: z.array(tagSchema),
  subregion: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  relatedEntities: z.array(relatedEntitySchema).describe('Linked records, else wine entities in the same municipality'),
});

export const mapPointSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  location: z.string().nullable(),
  url: z.string(),
  // Only what the 248 px bubble shows: a map answer holds every point, so each byte counts tens of thousands of times.
  // The image's URL; the bubble shows it beside the title, so it needs no text of its own.
  image: z.string().nullable(),
  // The regular opening hours in short (compactHours), for the bubble's open status; null without them.
  hours: z.string().nullable().optional(),
  // The rounded average rating (1–5) and how many rated; null/0 when unrated, absent for points that have none.
  rating: z.number().nullable().optional(),
  ratingCount: z.number().int().nullable().optional(),
  longitude: z.number(),
  latitude: z.number(),
});

export const tagEntityItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  url: z.string(),
  color: z.string().nullable(),
  types: z.array(z.string()),
  colorId: z.number().int().nullable(),
  city: z.string().nullable(),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  eshopUrl: z.string().nullable(),
  logo: imageSchema.nullable(),
});

const option = z.object({
  id: z.union([z.number().int(), z.string()]),
  title: z.string(),
  count: z.number().int(),
  parentId: z.number().int().nullable(),
});

const detailQuery = z.object({ locale: localeField, id: idField });

export const placesCalls = {
  wineEntityList: defineCall({
    id: 'listWineEntities',
    method: 'GET',
    path: '/api/wineEntity',
    encoding: 'query',
    tag: 'places',
    auth: 'public',
    summary: 'Winemakers, cellars, wine bars, wine shops and accommodation with the sidebar filters',
    input: z.object({
      ...listQuery,
      t: z.enum(WINE_ENTITY_TYPES).optional().describe('Entity type'),
      p: queryList(z.enum(PROGRAMME_CHOICES)).describe('Programme choices'),
    }),
    output: pagedList(wineEntitySummarySchema).extend({ query: z.record(z.string(), z.unknown()) }),
  }),
  wineEntityDetail: defineCall({
    id: 'getWineEntity',
    method: 'GET',
    path: '/api/wineEntityDetail',
    encoding: 'query',
    tag: 'places',
    auth: 'public',
    summary: 'A wine entity with every section',
    input: detailQuery,
    output: wineEntityDetailSchema,
    errors: [404],
  }),
  restaurantList: defineCall({
    id: 'listRestaurants',
    method: 'GET',
    path: '/api/restaurant',
    encoding: 'query',
    tag: 'places',
    auth: 'public',
    summary: 'Restaurants with the restaurant choices filter',
    input: z.object({ ...listQuery, p: queryList(z.enum(RESTAURANT_CHOICES)).describe('Restaurant choices') }),
    output: pagedList(restaurantSummarySchema).extend({ query: z.record(z.string(), z.unknown()) }),
  }),
  restaurantDetail: defineCall({
    id: 'getRestaurant',
    method: 'GET',
    path: '/api/restaurantDetail',
    encoding: 'query',
    tag: 'places',
    auth: 'public',
    summary: 'A restaurant',
    input: detailQuery,
    output: restaurantDetailSchema,
    errors: [404],
  }),
  eshopList: defineCall({
    id: 'listEshops',
    method: 'GET',
    path: '/api/eshop',
    encoding: 'query',
    tag: 'places',
    auth: 'public',
    summary: 'E-shops',
    input: z.object({
      locale: localeField,
      offset: offsetField,
      limit: limitField(MAP_MODE_LIMIT, LIST_PAGE_SIZE),
      s: searchField,
    }),
    output: pagedList(eshopBoxSchema),
  }),
  eshopDetail: defineCall({
    id: 'getEshop',
    method: 'GET',
    path: '/api/eshopDetail',
    encoding: 'query',
    tag: 'places',
    auth: 'public',
    summary: 'An e-shop',
    input: detailQuery,
    output: eshopBoxSchema.extend({
      operator: z.string(),
      description: z.string(),
      hasCardPayment: z.boolean(),
      image: imageSchema.nullable(),
      tags: z.array(tagSchema),
    }),
    errors: [404],
  }),
  others: defineCall({
    id: 'listFilterOptions',
    method: 'GET',
    path: '/api/others',
    encoding: 'query',
    tag: 'places',
    auth: 'public',
    summary:
      "A list's sidebar filter options with how many records match each; for the place lists the count of an option follows the other chosen filters, and `count` is how many match them all",
    input: z.object({
      type: z.enum(['event', 'wine', 'wineshop', 'winebar', 'winemaker', 'cellar', 'accommodation', 'restaurant']),
      locale: localeField,
      offset: offsetField,
      limit: limitField(MAP_MODE_LIMIT, MAP_MODE_LIMIT),
      t: z.string().max(50).optional(),
      // The place lists' chosen filters, bounded as the lists' own: each count follows the other chosen filters.
      s: searchField,
      sr: listQuery.sr.default([]),
      m: listQuery.m.default([]),
      l: listQuery.l.default([]),
      o: listQuery.o,
      p: queryList(z.enum([...PROGRAMME_CHOICES, ...RESTAURANT_CHOICES]))
        .default([])
        .describe('Programme choices (wine entities) or restaurant choices; the others of the type are left out'),
    }),
    output: z.object({ categories: z.record(z.string(), z.array(option)), count: z.number().int().optional() }),
  }),
  map: defineCall({
    id: 'listMapPoints',
    method: 'GET',
    path: '/api/map',
    encoding: 'query',
    tag: 'places',
    auth: 'public',
    summary: 'Map points of places and events (latitude 48.5–51 with a longitude)',
    input: z.object({ locale: localeField, s: searchField, t: queryList(z.enum(MAP_TYPES)) }),
    output: z.object({ items: z.array(mapPointSchema) }),
  }),
  nearby: defineCall({
    id: 'listNearbyPlaces',
    method: 'GET',
    path: '/api/nearby',
    encoding: 'query',
    tag: 'places',
    auth: 'public',
    summary: "The places nearest a wine entity or restaurant (its detail page's map), nearest first, never itself",
    input: z.object({ locale: localeField, placeType: z.enum(['wine_entity', 'restaurant']), id: idField }),
    output: z.object({
      items: z.array(
        mapPointSchema.extend({ distanceKm: z.number().describe('Great-circle distance from the place') }),
      ),
    }),
    errors: [404],
  }),
  tagEntity: defineCall({
    id: 'listTagged',
    method: 'GET',
    path: '/api/tagEntity',
    encoding: 'query',
    tag: 'places',
    auth: 'public',
    summary: 'Records carrying a tag, 12 per page',
    input: z.object({
      locale: localeField,
      offset: offsetField,
      limit: limitField(100, TAG_PAGE_SIZE),
      tagId: idField,
      s: searchField,
      t: queryList(z.enum(TAG_FILTER_TYPES)),
    }),
    output: pagedList(tagEntityItemSchema),
  }),
  tag: defineCall({
    id: 'getTag',
    method: 'GET',
    path: '/api/tag',
    encoding: 'query',
    tag: 'places',
    auth: 'public',
    summary: 'A tag for the tag page header',
    input: detailQuery,
    output: z.object({ id: z.number().int(), slug: z.string(), title: z.string(), color: z.string() }),
    errors: [404],
  }),
} as const;
