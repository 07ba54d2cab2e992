import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from './support/test-app.ts';

const USER = '11111111-1111-4111-8111-111111111111';
const TRIP = '22222222-2222-4222-8222-222222222222';

/** Write calls: valid input reaches the handler (401 without a session), invalid input is a 400 naming the field. */
const CASES: {
  path: string;
  valid: Record<string, unknown>;
  invalid: Record<string, unknown>;
  field: string;
  expected: number;
  multipart?: boolean;
}[] = [
  {
    path: '/api/user/setPlaceState',
    valid: {
      placeId: 1001,
      placeType: 'wine_entity',
      userId: USER,
      isVisited: true,
      isFavorite: false,
      isPlannedToVisit: false,
    },
    invalid: {
      placeId: 1001,
      placeType: 'castle',
      userId: USER,
      isVisited: true,
      isFavorite: false,
      isPlannedToVisit: false,
    },
    field: 'placeType',
    expected: 401,
  },
  {
    path: '/api/trip/create',
    valid: { title: 'Pálava', description: '', userId: USER },
    invalid: { title: ' ', userId: USER },
    field: 'title',
    expected: 401,
    multipart: true,
  },
  {
    path: '/api/trip/delete-place',
    valid: { tripId: TRIP, placeId: 5 },
    invalid: { tripId: 'x', placeId: 5 },
    field: 'tripId',
    expected: 401,
  },
  {
    path: '/api/trip/add-places',
    valid: { tripId: TRIP, places: [{ placeId: 1, placeType: 'event' }] },
    invalid: { tripId: TRIP, places: [] },
    field: 'places',
    expected: 401,
  },
  {
    path: '/api/newsletter/save',
    valid: { email: 'a@b.cz', interests: ['veřejnost'], locale: 'cs' },
    invalid: { email: 'a@', interests: ['veřejnost'], locale: 'cs' },
    field: 'email',
    expected: 200,
  },
  {
    path: '/api/auth/sign-up',
    valid: { email: 'a@b.cz', name: 'Jana', password: 'tajne-heslo', passwordConfirmation: 'tajne-heslo' },
    invalid: { email: 'a@b.cz', name: 'Jana', password: 'tajne-heslo', passwordConfirmation: 'jine-heslo' },
    field: 'passwordConfirmation',
    expected: 200,
  },
  {
    path: '/api/request/saveEshopRequest',
    valid: {
      title: 'Víno online',
      operator: 'Víno s.r.o.',
      url: 'https://vino.cz',
      authorityEmail: 'a@b.cz',
      authorityPhone: '602123456',
    },
    invalid: {
      title: 'Víno online',
      operator: 'Víno s.r.o.',
      url: 'vino',
      authorityEmail: 'a@b.cz',
      authorityPhone: '602123456',
    },
    field: 'url',
    expected: 200,
  },
];

describe('write calls validate before anything else', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (path: string, body: Record<string, unknown>, multipart: boolean | undefined) => {
    if (!multipart)
      return t.app.request(path, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
    const form = new FormData();
    for (const [key, value] of Object.entries(body)) form.append(key, String(value));
    return t.app.request(path, { method: 'POST', body: form });
  };

  it.each(CASES.map((c) => [c.path, c] as const))('%s', async (_path, c) => {
    expect((await send(c.path, c.valid, c.multipart)).status).toBe(c.expected);
    const bad = await send(c.path, c.invalid, c.multipart);
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { fields: { path: string }[] };
    expect(body.fields.some((f) => f.path === c.field || f.path.startsWith(`${c.field}.`))).toBe(true);
  });

  it('asks for a session on account reads', async () => {
    expect((await t.getJson(`/api/user/profile?userId=${USER}`)).status).toBe(401);
    expect((await t.getJson('/api/user/profile?userId=nobody')).status).toBe(400);
  });
});
