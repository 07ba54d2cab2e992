import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import {
  fromText,
  idField,
  imageSchema,
  limitField,
  localeField,
  offsetField,
  pageField,
  pagedList,
  searchField,
} from '../common.ts';
import { MAX_RECORD_ID } from '../../constants/records.ts';
import {
  DOWNLOADS_PAGE_SIZE,
  EPISODE_SORTS,
  EPISODES_OF_SHOW_LIMIT,
  NEWS_PAGE_SIZE,
  PODCAST_PAGE_SIZE,
  RECIPES_PAGE_SIZE,
  SHOW_SORTS,
} from '../../constants/content.ts';

export const newsItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  url: z.string(),
  image: imageSchema.nullable(),
  perex: z.string(),
  category: z.object({ id: z.number().int(), title: z.string(), color: z.string() }),
  dateFrom: z.string(),
  highlight: z.boolean(),
  dontCrop: z.boolean(),
});
const recipeItemSchema = z.object({
  id: z.number().int(),
  image: imageSchema.nullable(),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  mealType: z.object({ id: z.number().int(), title: z.string() }),
});
const downloadItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  files: z.array(
    z.object({ title: z.string(), basename: z.string(), format: z.string(), size: z.number().int(), url: z.string() }),
  ),
});
export const podcastShowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  simplecastId: z.string(),
  title: z.string(),
  publishDate: z.string(),
  imageUrl: z.string().nullable(),
  episodesCount: z.number().int(),
  lastEpisodeDate: z.string().nullable(),
  description: z.string(),
  authors: z.string(),
  keywords: z.string(),
});
export const podcastEpisodeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  simplecastId: z.string(),
  title: z.string(),
  publishDate: z.string(),
  duration: z.number().int(),
  imageUrl: z.string().nullable(),
  audioFileUrl: z.string(),
  description: z.string(),
  longDescription: z.string(),
  keywords: z.string(),
  authors: z.string(),
  podcast: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
});
const neighbour = z
  .object({ id: z.number().int(), title: z.string(), url: z.string(), image: imageSchema.nullable() })
  .nullable();
const blocksSchema = z.array(z.object({ id: z.string(), type: z.string(), html: z.string().optional() }).passthrough());

export const contentCalls = {
  news: defineCall({
    id: 'listNews',
    method: 'GET',
    path: '/api/news',
    encoding: 'query',
    tag: 'content',
    auth: 'public',
    summary: 'News, newest first (page 1: limit 9; later pages: limit 10 at offset (page-1)*10-1)',
    input: z.object({
      locale: localeField,
      offset: offsetField,
      limit: limitField(NEWS_PAGE_SIZE, NEWS_PAGE_SIZE),
      s: searchField,
      c: fromText(z.number().int().positive().max(MAX_RECORD_ID)).optional().describe('Category id'),
      trade: z.enum(['0', '1']).optional().describe('1 = news for winemakers'),
    }),
    output: pagedList(newsItemSchema),
  }),
  newsDetail: defineCall({
    id: 'getNews',
    method: 'GET',
    path: '/api/newsDetail',
    encoding: 'query',
    tag: 'content',
    auth: 'public',
    summary: 'A news item with previous/next and related',
    input: z.object({ locale: localeField, id: idField }),
    output: newsItemSchema.extend({
      blocks: blocksSchema,
      previous: neighbour,
      next: neighbour,
      related: z.array(newsItemSchema),
    }),
    errors: [404],
  }),
  recipes: defineCall({
    id: 'listRecipes',
    method: 'GET',
    path: '/api/recipes',
    encoding: 'query',
    tag: 'content',
    auth: 'public',
    summary: 'Recipes, 14 per page',
    input: z.object({
      locale: localeField,
      offset: offsetField,
      limit: limitField(RECIPES_PAGE_SIZE, RECIPES_PAGE_SIZE),
      page: pageField.optional(),
      s: searchField,
      category: z.string().max(50).optional(),
      mealType: fromText(z.number().int().positive().max(MAX_RECORD_ID)).optional(),
    }),
    output: pagedList(recipeItemSchema).extend({ query: z.record(z.string(), z.unknown()) }),
  }),
  recipeDetail: defineCall({
    id: 'getRecipe',
    method: 'GET',
    path: '/api/recipeDetail',
    encoding: 'query',
    tag: 'content',
    auth: 'public',
    summary: 'A recipe',
    input: z.object({ locale: localeField, id: idField }),
    output: recipeItemSchema.extend({
      ingredients: z.array(z.string()),
      preparation: z.string(),
      wineRecommendations: z.array(z.string()),
    }),
    errors: [404],
  }),
  download: defineCall({
    id: 'listDownloads',
    method: 'GET',
    path: '/api/download',
    encoding: 'query',
    tag: 'content',
    auth: 'public',
    summary: 'Downloads, 12 per page',
    input: z.object({
      locale: localeField,
      offset: offsetField,
      limit: limitField(DOWNLOADS_PAGE_SIZE, DOWNLOADS_PAGE_SIZE),
      s: searchField,
      c: z.string().max(50).optional(),
    }),
    output: pagedList(downloadItemSchema),
  }),
  fetchPodcasts: defineCall({
    id: 'fetchPodcasts',
    method: 'POST',
    path: '/api/fetch-podcasts',
    encoding: 'json',
    tag: 'content',
    auth: 'public',
    summary: "Podcast episodes or shows, or one show's episodes (type show with itemId)",
    input: z
      .object({
        page: pageField,
        size: fromText(z.number().int().min(1).max(EPISODES_OF_SHOW_LIMIT)).default(PODCAST_PAGE_SIZE),
        locale: localeField,
        preview: z.boolean().default(false),
        type: z.enum(['episodes', 'shows', 'show']).default('episodes'),
        sort: z.enum([...EPISODE_SORTS, ...SHOW_SORTS]).optional(),
        search: searchField,
        itemId: fromText(z.number().int().positive().max(MAX_RECORD_ID))
          .optional()
          .describe('With type show: the show whose episodes to list; with type shows: that one show only'),
      })
      .refine((body) => body.type !== 'show' || body.itemId !== undefined, {
        path: ['itemId'],
        error: 'itemId is required for type show',
      }),
    output: z.object({
      success: z.boolean(),
      data: z.object({ count: z.number().int(), data: z.array(z.union([podcastEpisodeSchema, podcastShowSchema])) }),
    }),
  }),
  podcastEpisode: defineCall({
    id: 'getPodcastEpisode',
    method: 'GET',
    path: '/api/podcastEpisode',
    encoding: 'query',
    tag: 'content',
    auth: 'public',
    summary: 'A podcast episode',
    input: z.object({ locale: localeField, id: idField }),
    output: podcastEpisodeSchema,
    errors: [404],
  }),
} as const;
