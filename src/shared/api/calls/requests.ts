import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { eshopRequestSchema, eventRequestSchema, restaurantRequestSchema, wineEntityRequestSchema } from '../../forms/request-schemas.ts';

const saved = z.object({ id: z.number().int(), status: z.literal('pending') });
const save = (id: string, path: string, summary: string, input: z.ZodType) =>
  defineCall({ id, method: 'POST', path, encoding: 'json', tag: 'requests', auth: 'optional', summary, input, output: saved, errors: [429, 501] });

export const requestsCalls = {
  saveEvent: save('saveEventRequest', '/api/request/saveEventRequest', 'Submits an event add/edit request', eventRequestSchema),
  saveEshop: save('saveEshopRequest', '/api/request/saveEshopRequest', 'Submits an e-shop add/edit request', eshopRequestSchema),
  saveRestaurant: save('saveRestaurantRequest', '/api/request/saveRestaurantRequest', 'Submits a restaurant add/edit request', restaurantRequestSchema),
  saveWine: save('saveWineRequest', '/api/request/saveWineRequest', 'Submits a wine entity add/edit request', wineEntityRequestSchema),
  getUploadUrl: defineCall({
    id: 'getUploadUrl', method: 'POST', path: '/api/request/getUploadUrl', encoding: 'json', tag: 'requests', auth: 'optional', summary: 'A short-lived signed upload address',
    input: z.object({ filename: z.string().trim().min(1).max(200).regex(/^[^/\\\0]+$/, { error: 'filename must not contain a path' }) }),
    output: z.object({ id: z.string().nullable(), url: z.string().nullable() }), errors: [429, 501],
  }),
  upload: defineCall({
    id: 'putUpload', method: 'PUT', path: '/api/request/upload', encoding: 'query', tag: 'requests', auth: 'public', summary: 'Receives the file body at the signed address',
    input: z.object({ token: z.string().min(20).max(500) }), output: z.object({ status: z.literal('OK') }), errors: [403, 413, 501],
  }),
  createUpload: defineCall({
    id: 'createUpload', method: 'POST', path: '/api/request/createUpload', encoding: 'json', tag: 'requests', auth: 'optional', summary: 'Finalises an upload as an image or a file',
    input: z.object({ type: z.enum(['image', 'file']), path: z.string().min(1).max(500) }),
    output: z.object({ id: z.string(), url: z.string(), path: z.string() }), errors: [400, 501],
  }),
  current: defineCall({
    id: 'getRequestTarget', method: 'GET', path: '/api/request/current', encoding: 'query', tag: 'requests', auth: 'public', summary: 'The current record, to prefill an edit request',
    input: z.object({ kind: z.enum(['akce', 'e-shop', 'restaurace', 'vinar']), id: z.coerce.number().int().positive() }),
    output: z.record(z.string(), z.unknown()), errors: [404, 501],
  }),
} as const;
