import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../src/shared/api/registry.ts';
import { createApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openTestApp, type TestApp } from './support/test-app.ts';

const key = (call: { method: string; path: string }) => `${call.method} ${call.path}`;

/** Calls listed in section 7 of both specs: each must exist in the contract with its method. */
const SPEC_CALLS = [
  'POST /api/user/setPlaceState',
  'POST /api/user/defaultPlacesCount',
  'GET /api/user/getPlacesData',
  'GET /api/user/getSinglePlaceData',
  'GET /api/user/profile',
  'POST /api/user/update',
  'POST /api/user/delete',
  'POST /api/trip/create',
  'POST /api/trip/update',
  'POST /api/trip/add-places',
  'POST /api/trip/add-visited-places',
  'GET /api/trip/places',
  'GET /api/trip/places-search',
  'POST /api/trip/delete-place',
  'POST /api/trip/delete',
  'POST /api/fetch-podcasts',
  'GET /api/encyclopedia',
  'GET /api/search',
  'GET /api/map',
  'GET /api/upcomingEvents',
  'GET /api/upcomingEventsCounts',
  'POST /api/request/saveEventRequest',
  'POST /api/request/saveEshopRequest',
  'POST /api/request/saveRestaurantRequest',
  'POST /api/request/saveWineRequest',
  'POST /api/saveForm',
  'POST /api/newsletter/save',
  'POST /api/request/getUploadUrl',
  'POST /api/request/createUpload',
  'GET /api/recipes',
  'GET /api/download',
  'GET /api/news',
  'GET /api/event',
  'GET /api/others',
  'GET /api/wineEntity',
  'GET /api/restaurant',
  'GET /api/mlWine',
  'GET /api/tagEntity',
];

describe('the contract', () => {
  it('holds every call of both specs with its method and path', () => {
    const contract = new Set(allCalls.map(key));
    expect(SPEC_CALLS.filter((call) => !contract.has(call))).toEqual([]);
  });

  it('names each method and path once and each operation id once', () => {
    const keys = allCalls.map(key);
    expect(keys.length).toBe(new Set(keys).size);
    const ids = allCalls.map((call) => call.id);
    expect(ids.length).toBe(new Set(ids).size);
  });

  it('is served by the server: every call is bound, and nothing is bound outside it', async () => {
    const { router } = createApp({
      db: {
        engine: 'pglite',
        query: async () => [],
        exec: async () => undefined,
        transaction: async () => {
          throw new Error('unused');
        },
        close: async () => undefined,
      },
      config: loadConfig({ NODE_ENV: 'test' }),
    });
    const bound = new Set(router.boundCalls().map(key));
    expect(allCalls.map(key).filter((call) => !bound.has(call))).toEqual([]);
    expect([...bound].filter((call) => !allCalls.some((c) => key(c) === call))).toEqual([]);
  });
});

describe('the generated OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('documents every call with a 200 and a 400 answer', async () => {
    const { status, body } = await t.getJson<{
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>('/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    const missing = allCalls.filter((call) => {
      const operation = body.paths[call.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[call.method.toLowerCase()];
      return !operation || !operation.responses['200'] || !operation.responses['400'];
    });
    expect(missing.map(key)).toEqual([]);
  });

  it('has a readable reference page listing every path', async () => {
    const response = await t.app.request('/api/docs');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>');
    const unlisted = allCalls.filter((call) => !html.includes(call.path.replace(/:([A-Za-z]+)/g, '{$1}')));
    expect(unlisted.map(key)).toEqual([]);
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const { status, body } = await t.getJson<{ error: string }>('/api/no-such-call');
    expect(status).toBe(404);
    expect(body.error).toBe('not_found');
  });
});
