import { z } from 'zod';
import { idField } from '../common.ts';
import { defineCall } from '../define-call.ts';
import { UPLOAD_FILE_MAX_BYTES, UPLOAD_URL_TTL_SECONDS } from '../../constants/uploads.ts';
import {
  eshopRequestSchema,
  eventRequestSchema,
  restaurantRequestSchema,
  wineEntityRequestSchema,
} from '../../forms/request-schemas.ts';

/** The kinds of request form pages (/cs/pozadavky/{kind}/{id}, spec 02 §2). */
export const REQUEST_FORM_KINDS = ['akce', 'e-shop', 'restaurace', 'vinar'] as const;
export type RequestFormKind = (typeof REQUEST_FORM_KINDS)[number];

/** One choice of a request form's select: a catalogue id and its Czech title. */
export const requestOptionSchema = z.object({ id: z.number().int(), title: z.string() });
export type RequestOption = z.infer<typeof requestOptionSchema>;

/** Every option list the four request forms offer (Czech titles, sorted by title with Czech collation; months in calendar order). */
export const requestOptionsSchema = z.object({
  eventTypes: z.array(requestOptionSchema),
  subregions: z.array(requestOptionSchema),
  municipalities: z
    .array(requestOptionSchema.extend({ subregionId: z.number().int() }))
    .describe('Wine municipalities with their subregion'),
  jmkMunicipalities: z
    .array(requestOptionSchema)
    .describe('South-Moravian municipalities (isSouthMoravianRegionEvent)'),
  wineEntityTypes: z.array(requestOptionSchema),
  wineCategories: z.array(requestOptionSchema),
  whiteVarieties: z.array(requestOptionSchema),
  redVarieties: z.array(requestOptionSchema),
  languages: z.array(requestOptionSchema),
  winemakers: z.array(requestOptionSchema),
  relatedPlaces: z.array(requestOptionSchema.extend({ placeType: z.enum(['wine_entity', 'restaurant']) })),
  accommodationTypes: z.array(requestOptionSchema),
  months: z.array(requestOptionSchema),
});
export type RequestOptions = z.infer<typeof requestOptionsSchema>;

const saved = z.object({ id: z.number().int(), status: z.literal('pending') });
/** A request is stored once per Idempotency-Key; an edit of a record that does not exist is a 404. */
const save = <const P extends string, I extends z.ZodType>(id: string, path: P, summary: string, input: I) =>
  defineCall({
    id,
    method: 'POST',
    path,
    encoding: 'json',
    tag: 'requests',
    auth: 'optional',
    summary,
    input,
    output: saved,
    errors: [404, 422, 429],
  });

export const requestsCalls = {
  saveEvent: save(
    'saveEventRequest',
    '/api/request/saveEventRequest',
    'Submits an event add/edit request',
    eventRequestSchema,
  ),
  saveEshop: save(
    'saveEshopRequest',
    '/api/request/saveEshopRequest',
    'Submits an e-shop add/edit request',
    eshopRequestSchema,
  ),
  saveRestaurant: save(
    'saveRestaurantRequest',
    '/api/request/saveRestaurantRequest',
    'Submits a restaurant add/edit request',
    restaurantRequestSchema,
  ),
  saveWine: save(
    'saveWineRequest',
    '/api/request/saveWineRequest',
    'Submits a wine entity add/edit request',
    wineEntityRequestSchema,
  ),
  getUploadUrl: defineCall({
    id: 'getUploadUrl',
    method: 'POST',
    path: '/api/request/getUploadUrl',
    encoding: 'json',
    tag: 'requests',
    auth: 'optional',
    summary: `Step 1 of an upload: an id and a signed address to PUT the file to, on this server or presigned on the object storage (valid ${UPLOAD_URL_TTL_SECONDS / 60} minutes)`,
    input: z.object({
      filename: z
        .string()
        .trim()
        .min(1)
        .max(200)
        .regex(/^[^/\\\0]+$/, { error: 'filename must not contain a path' }),
    }),
    output: z.object({ id: z.string().nullable(), url: z.string().nullable() }),
    errors: [429],
  }),
  upload: defineCall({
    id: 'putUpload',
    method: 'PUT',
    path: '/api/request/upload',
    encoding: 'query',
    tag: 'requests',
    auth: 'public',
    summary: `Step 2: the raw file body at the signed address (at most ${UPLOAD_FILE_MAX_BYTES / 1024 / 1024} MB; 403 for a bad or expired address, 413 when larger)`,
    input: z.object({ token: z.string().min(20).max(1000) }),
    output: z.object({ status: z.literal('OK') }),
    errors: [403, 413],
  }),
  createUpload: defineCall({
    id: 'createUpload',
    method: 'POST',
    path: '/api/request/createUpload',
    encoding: 'json',
    tag: 'requests',
    auth: 'optional',
    summary:
      'Step 3: checks the content (an image: JPEG or PNG by its bytes, within the size and pixel limits; a file: PDF, DOCX, XLSX, JPEG or PNG) and keeps it',
    input: z.object({
      type: z.enum(['image', 'file']),
      path: z.uuid({ error: 'path must be the id getUploadUrl answered' }),
    }),
    output: z.object({ id: z.string(), url: z.string(), path: z.string() }),
    errors: [413],
  }),
  options: defineCall({
    id: 'getRequestOptions',
    method: 'GET',
    path: '/api/request/options',
    encoding: 'query',
    tag: 'requests',
    auth: 'public',
    summary: 'Every option list of the event, e-shop, restaurant and wine entity request forms',
    input: z.object({}),
    output: requestOptionsSchema,
  }),
  current: defineCall({
    id: 'getRequestTarget',
    method: 'GET',
    path: '/api/request/current',
    encoding: 'query',
    tag: 'requests',
    auth: 'public',
    summary: "The current record in the request form's fields, to prefill an edit request",
    input: z.object({ kind: z.enum(REQUEST_FORM_KINDS), id: idField }),
    output: z.record(z.string(), z.unknown()),
    errors: [404],
  }),
} as const;
