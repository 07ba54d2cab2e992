import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { imageSchema, localeField, pageField } from '../common.ts';
import { SEARCH_MIN_LENGTH } from '../../constants/content.ts';
import { SEARCH_CATEGORIES } from '../../constants/search.ts';

export const searchItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  image: imageSchema.nullable(),
  location: z.string().nullable(),
  url: z.string(),
  types: z.array(z.string()),
  colorId: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  dateFrom: z.string().nullable().optional(),
  dateTo: z.string().nullable().optional(),
  isTopEvent: z.boolean().optional(),
  category: z.object({ title: z.string(), color: z.string() }).nullable().optional(),
  /** Site search only: how the title matches the query, 0 best (the title is the query) to 3 (other text only). */
  matchRank: z.number().int().min(0).max(3).optional(),
});
const list = z.array(searchItemSchema);

export const searchCalls = {
  search: defineCall({
    id: 'search',
    method: 'GET',
    path: '/api/search',
    encoding: 'query',
    tag: 'search',
    auth: 'public',
    summary: 'Site search: counts per category and grouped results, 10 per category and page; title matches first',
    input: z.object({
      locale: localeField,
      query: z
        .string()
        .trim()
        .min(SEARCH_MIN_LENGTH, { error: `query must have at least ${SEARCH_MIN_LENGTH} characters` })
        .max(100, { error: 'query must be at most 100 characters' }),
      page: pageField,
      searchCategory: z.enum(SEARCH_CATEGORIES).optional(),
    }),
    output: z.object({
      counts: z.record(z.enum(SEARCH_CATEGORIES), z.number().int()),
      event: list,
      news: list,
      podcast: list,
      podcast_episode: list,
      other: list,
      winemaker: list.optional(),
      cellar: list.optional(),
      wine_shop: list.optional(),
      restaurant: list.optional(),
      accommodation: list.optional(),
      ml_wine: list.optional(),
    }),
  }),
  searchTop: defineCall({
    id: 'searchDefaults',
    method: 'GET',
    path: '/api/search/top',
    encoding: 'query',
    tag: 'search',
    auth: 'public',
    summary: "The search modal's default mode: most wanted phrases and a few records per section",
    input: z.object({ locale: localeField }),
    output: z.object({ phrases: z.array(z.string()), sections: z.record(z.string(), list) }),
  }),
} as const;
