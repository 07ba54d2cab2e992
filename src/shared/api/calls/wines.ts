import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import {
  fromText,
  idField,
  queryIdList,
  imageSchema,
  localeField,
  pageField,
  pagedList,
  queryList,
  searchField,
} from '../common.ts';
import { EPITHETS, MAX_POINTS, SWEETNESS, WINE_COLORS, wineYears } from '../../constants/wines.ts';

export const mlWineSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  year: z.number().int(),
  slug: z.string(),
  color: z.enum(WINE_COLORS),
  varieties: z.array(z.object({ id: z.number().int(), title: z.string() })),
  region: z.string(),
  subregion: z.string(),
  epithet: z.string(),
  wineEntity: z.object({ id: z.number().int(), title: z.string(), eshopUrl: z.string().nullable() }),
  points: z.number().int().max(MAX_POINTS),
  url: z.string(),
  imageUrl: z.string().nullable(),
  tasteProfile: z.object({
    fruitable: z.number().int(),
    corpus: z.number().int(),
    tannins: z.number().int(),
    acid: z.number().int(),
  }),
});

/**
 * One wine in full (spec 01 §2 page type "ml wine"): its sweetness and image, the producer's detail address, and the
 * producer's other rated wines for the slider.
 */
export const mlWineDetailSchema = mlWineSchema.extend({
  sweetness: z.string(),
  image: imageSchema.nullable(),
  wineEntity: mlWineSchema.shape.wineEntity.extend({
    url: z.string().describe("The producer's detail page, /{locale}/{section}/{id}-{slug}"),
  }),
  otherWines: z.array(mlWineSchema).describe('Other wines of the same producer, best first, at most 12'),
});

export const winesCalls = {
  mlWineList: defineCall({
    id: 'listMlWines',
    method: 'GET',
    path: '/api/mlWine',
    encoding: 'query',
    tag: 'wines',
    auth: 'public',
    summary: 'Rated wines, 10 per page, best first',
    input: z.object({
      locale: localeField,
      page: pageField,
      s: searchField,
      c: queryList(z.enum(WINE_COLORS)).describe('Colours'),
      y: queryIdList('y')
        .refine((years) => years.every((year) => wineYears().includes(year)), {
          error: 'y must be the current year or one of the 4 before',
        })
        .describe('Vintage years: the current year and the 4 before'),
      e: queryList(z.enum(EPITHETS)).describe('Epithets (přívlastek)'),
      k: queryList(z.enum(SWEETNESS)).describe('Sweetness category'),
      v: queryIdList('v').describe('Variety ids'),
      re: queryIdList('re').describe('Region ids'),
      sr: queryIdList('sr').describe('Subregion ids'),
      w: queryIdList('w').describe('Winemaker (wine entity) ids'),
      p: fromText(z.number({ error: 'p must be a number of points' }).int().min(0).max(MAX_POINTS))
        .optional()
        .describe('Minimum points'),
    }),
    output: pagedList(mlWineSchema),
  }),
  mlWineDetail: defineCall({
    id: 'getMlWine',
    method: 'GET',
    path: '/api/mlWineDetail',
    encoding: 'query',
    tag: 'wines',
    auth: 'public',
    summary: 'A rated wine',
    input: z.object({ locale: localeField, id: idField }),
    output: mlWineDetailSchema,
    errors: [404],
  }),
  wineVariety: defineCall({
    id: 'getWineVariety',
    method: 'GET',
    path: '/api/wineVariety',
    encoding: 'query',
    tag: 'wines',
    auth: 'public',
    summary: 'A grape variety with its best wines',
    input: z.object({ locale: localeField, id: idField }),
    output: z.object({
      id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      color: z.enum(WINE_COLORS),
      description: z.string(),
      image: imageSchema.nullable(),
      wines: z.array(mlWineSchema),
    }),
    errors: [404],
  }),
} as const;
