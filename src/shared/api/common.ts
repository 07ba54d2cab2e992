import { z } from 'zod';
import { LOCALES } from '../constants/locales.ts';
import { MAX_RECORD_ID } from '../constants/records.ts';

/** Fields shared by many calls. Query values arrive as strings, so numbers are coerced. */
export const localeField = z.enum(LOCALES).default('cs').describe('Content locale');

export const MAX_TEXT_QUERY = 200;

export const searchField = z.string().trim().max(MAX_TEXT_QUERY).optional().describe('Free-text search');

/**
 * A number as a query string or a form field carries it (text; empty is not given), or as JSON carries it. Anything
 * else is left for the schema to refuse: z.coerce.number() would read true as 1 and null, [] or [5] as 0, 0 and 5.
 */
export const fromText = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    schema,
  );

/** A non-negative integer; rejects -1, 1.5 and "abc". */
const wholeNumber = (name: string) =>
  z
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(0, { error: `${name} must not be negative` });

export const offsetField = fromText(wholeNumber('offset').max(1_000_000)).default(0);

export const limitField = (max: number, fallback: number) =>
  fromText(wholeNumber('limit').max(max, { error: `limit must be at most ${max}` })).default(fallback);

export const pageField = fromText(
  z
    .number({ error: 'page must be a whole number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be at least 1' })
    .max(100_000),
).default(1);

export const idField = fromText(
  z
    .number({ error: 'id must be a whole number' })
    .int({ error: 'id must be a whole number' })
    .positive({ error: 'id must be positive' })
    .max(MAX_RECORD_ID),
);

/** A date in the spec's YYYY-MM-DD form. */
export const isoDate = z.iso.date({ error: 'expected a date in the form YYYY-MM-DD' });

/** Booleans in query strings and multipart forms come as "1"/"0"/"true"/"false". */
export const looseBoolean = z.preprocess((value) => {
  if (value === 'true' || value === '1' || value === 'on') return true;
  if (value === 'false' || value === '0' || value === '') return false;
  return value;
}, z.boolean());

/**
 * A list from a query string: `t=a&t=b` (repeated) or `t=a,b` (comma separated) both parse
 * to `['a', 'b']`.
 */
export const queryList = <T extends z.ZodType>(item: T, maxItems = 50) =>
  z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return [];
    const parts = Array.isArray(value) ? value : [value];
    return parts.flatMap((part) => (typeof part === 'string' ? part.split(',') : [part])).filter((p) => p !== '');
  }, z.array(item).max(maxItems));

/** A list of positive ids from a query string (`sr=1&sr=2` or `sr=1,2`). */
export const queryIdList = (name: string) =>
  queryList(
    fromText(
      z
        .number({ error: `${name} must hold whole numbers` })
        .int()
        .positive()
        .max(MAX_RECORD_ID),
    ),
  );

/** A JSON-encoded field inside a multipart/form body (e.g. `places`). */
export const jsonField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);

export const imageSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string().nullable(),
  title: z.string().nullable(),
  focalPoint: z.object({ x: z.number(), y: z.number() }).nullable(),
  blurUpThumb: z.string().nullable(),
});
export type Image = z.infer<typeof imageSchema>;

export const locationSchema = z.object({ latitude: z.number(), longitude: z.number() });

/** The body of every 4xx/5xx answer. */
export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string().optional(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const okStatusSchema = z.object({ status: z.literal('OK') });

/**
 * A paged list answer. `count` is how many records match the filters (the pager is computed from
 * it, e.g. news pages = ceil((count+1)/10)); `total` is how many records the collection holds
 * without filters. See docs/decisions/004-list-answer-shape.md.
 */
export const pagedList = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), count: z.number().int(), total: z.number().int() });
