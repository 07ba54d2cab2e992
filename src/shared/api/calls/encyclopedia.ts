import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { idField, imageSchema, localeField } from '../common.ts';
import { SEARCH_MIN_LENGTH } from '../../constants/content.ts';

const neighbour = z
  .object({ id: z.number().int(), title: z.string(), url: z.string(), image: imageSchema.nullable() })
  .nullable();

export const encyclopediaCalls = {
  encyclopedia: defineCall({
    id: 'searchEncyclopedia',
    method: 'GET',
    path: '/api/encyclopedia',
    encoding: 'query',
    tag: 'encyclopedia',
    auth: 'public',
    summary:
      'Encyclopedia search: without query the most wanted phrases and top results; with a query (3+ characters) the matches',
    input: z.object({
      locale: localeField,
      query: z
        .string()
        .trim()
        .min(SEARCH_MIN_LENGTH, { error: `query must have at least ${SEARCH_MIN_LENGTH} characters` })
        .max(100)
        .optional(),
    }),
    output: z.object({
      top: z.array(z.string()),
      encyclopedia_article: z.array(
        z.object({ id: z.number().int(), url: z.string(), title: z.string(), image: imageSchema.nullable() }),
      ),
      wine_variety: z.array(
        z.object({
          id: z.number().int(),
          slug: z.string(),
          title: z.string(),
          image: imageSchema.nullable(),
          url: z.string(),
          wineColor: z.object({ id: z.number().int() }),
        }),
      ),
      dictionary: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string() })),
      counts: z.object({
        all: z.number().int(),
        encyclopedia_article: z.number().int(),
        wine_variety: z.number().int(),
        dictionary: z.number().int(),
      }),
    }),
  }),
  article: defineCall({
    id: 'getEncyclopediaArticle',
    method: 'GET',
    path: '/api/encyclopediaArticle',
    encoding: 'query',
    tag: 'encyclopedia',
    auth: 'public',
    summary: 'An encyclopedia article with previous/next',
    input: z.object({ locale: localeField, id: idField }),
    output: z.object({
      id: z.number().int(),
      title: z.string(),
      perex: z.string(),
      image: imageSchema.nullable(),
      blocks: z.array(z.record(z.string(), z.unknown())),
      previous: neighbour,
      next: neighbour,
    }),
    errors: [404],
  }),
  dictionary: defineCall({
    id: 'getDictionaryTerm',
    method: 'GET',
    path: '/api/dictionary',
    encoding: 'query',
    tag: 'encyclopedia',
    auth: 'public',
    summary: 'A dictionary term with previous/next (#d={id})',
    input: z.object({ locale: localeField, id: idField }),
    output: z.object({
      id: z.number().int(),
      title: z.string(),
      description: z.string(),
      previous: z.object({ id: z.number().int(), title: z.string() }).nullable(),
      next: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    }),
    errors: [404],
  }),
  dictionaryTerms: defineCall({
    id: 'listDictionaryTerms',
    method: 'GET',
    path: '/api/dictionaryTerms',
    encoding: 'query',
    tag: 'encyclopedia',
    auth: 'public',
    summary: "Every dictionary term in the dictionary's order: the index of the dictionary page",
    input: z.object({ locale: localeField }),
    output: z.object({ items: z.array(z.object({ id: z.number().int(), title: z.string() })) }),
  }),
  varietyNeighbours: defineCall({
    id: 'getVarietyNeighbours',
    method: 'GET',
    path: '/api/varietyNeighbours',
    encoding: 'query',
    tag: 'encyclopedia',
    auth: 'public',
    summary: 'The previous and next grape variety of the same colour, for the variety detail',
    input: z.object({ locale: localeField, id: idField }),
    output: z.object({ previous: neighbour, next: neighbour }),
    errors: [404],
  }),
} as const;
