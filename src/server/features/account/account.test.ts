import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type ErrorAnswer = { error: string; fields?: { path: string; message: string }[] };

const USER = '11111111-1111-4111-8111-111111111111';
const fields = (body: unknown) => (body as ErrorAnswer).fields ?? [];
const fieldPaths = (body: unknown) => fields(body).map((field) => field.path);

describe('account API (user/*): validation and the need of a session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const postForm = async (path: string, values: Record<string, string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, value);
    const response = await t.app.request(path, { method: 'POST', body: form });
    return { status: response.status, body: (await response.json()) as ErrorAnswer };
  };

  describe('POST /api/user/setPlaceState', () => {
    const valid = {
      placeId: 1001,
      placeType: 'wine_entity',
      userId: USER,
      isVisited: true,
      isFavorite: false,
      isPlannedToVisit: false,
    };

    it('takes the spec payload, or one flag with a client time and a rating, and asks for a session (401)', async () => {
      expect((await t.postJson('/api/user/setPlaceState', valid)).status).toBe(401);
      const oneFlag = {
        placeId: 1001,
        placeType: 'restaurant',
        userId: USER,
        isFavorite: true,
        userRating: 4,
        changedAt: '2026-06-15T08:30:00.000Z',
      };
      expect((await t.postJson('/api/user/setPlaceState', oneFlag)).status).toBe(401);
    });

    it.each([
      [{ ...valid, placeType: 'castle' }, 'placeType'],
      [{ ...valid, placeId: -3 }, 'placeId'],
      [{ ...valid, isVisited: 'maybe' }, 'isVisited'],
      [{ ...valid, userRating: 6 }, 'userRating'],
      [{ ...valid, changedAt: 'yesterday' }, 'changedAt'],
      [{ ...valid, userId: 'admin' }, 'userId'],
    ])('is a 400 naming the bad field (%o)', async (body, field) => {
      const answer = await t.postJson('/api/user/setPlaceState', body);
      expect(answer.status).toBe(400);
      expect(fieldPaths(answer.body)).toContain(field);
    });

    it('is a 400 when no flag and no rating is sent', async () => {
      expect(
        (await t.postJson('/api/user/setPlaceState', { placeId: 1001, placeType: 'event', userId: USER })).status,
      ).toBe(400);
    });
  });

  it('POST /api/user/defaultPlacesCount: valid without a session is 401, a bad userId is 400', async () => {
    expect((await t.postJson('/api/user/defaultPlacesCount', { userId: USER })).status).toBe(401);
    const bad = await t.postJson('/api/user/defaultPlacesCount', { userId: 12 });
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad.body)).toContain('userId');
  });

  it('GET /api/user/getPlacesData: needs a session (401); placeType castle is 400', async () => {
    expect((await t.getJson(`/api/user/getPlacesData?userId=${USER}&placeType=event`)).status).toBe(401);
    const bad = await t.getJson(`/api/user/getPlacesData?userId=${USER}&placeType=castle`);
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad.body)).toContain('placeType');
  });

  it('GET /api/user/getSinglePlaceData: needs a session (401); a non-numeric placeId is 400', async () => {
    expect(
      (await t.getJson(`/api/user/getSinglePlaceData?userId=${USER}&placeType=restaurant&placeId=50000`)).status,
    ).toBe(401);
    const bad = await t.getJson(`/api/user/getSinglePlaceData?userId=${USER}&placeType=restaurant&placeId=abc`);
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad.body)).toContain('placeId');
  });

  it('GET /api/user/profile: needs a session (401); includeTrips other than 0/1 is 400', async () => {
    expect((await t.getJson(`/api/user/profile?locale=cs&userId=${USER}&includeTrips=1`)).status).toBe(401);
    const bad = await t.getJson(`/api/user/profile?locale=cs&userId=${USER}&includeTrips=2`);
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad.body)).toContain('includeTrips');
  });

  it('POST /api/user/update: valid multipart without a session is 401; a missing name and a bad e-mail are 400 with the spec messages', async () => {
    const valid = {
      name: 'Jana Nováková',
      newsletterPublic: '1',
      newsletterProfessionals: '0',
      userId: USER,
      email: 'jana.novakova@example.cz',
    };
    expect((await postForm('/api/user/update', valid)).status).toBe(401);
    const bad = await postForm('/api/user/update', { ...valid, name: '  ', email: 'jana@' });
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Povinné pole' },
        { path: 'email', message: 'Neplatný e-mail' },
      ]),
    );
    expect(fieldPaths((await postForm('/api/user/update', { ...valid, newsletterPublic: 'perhaps' })).body)).toContain(
      'newsletterPublic',
    );
  });

  it('POST /api/user/delete: valid multipart without a session is 401; a bad userId is 400', async () => {
    expect((await postForm('/api/user/delete', { userId: USER })).status).toBe(401);
    const bad = await postForm('/api/user/delete', { userId: '1' });
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad.body)).toContain('userId');
  });

  describe('the seeded accounts', () => {
    it('has demo users with roles, e-mails unique without regard to case, and no passwords yet', async () => {
      const users = await t.db.query<{ name: string; role: string; password_hash: string | null }>(
        'SELECT name, role, password_hash FROM users ORDER BY created_at',
      );
      expect(users.map((user) => user.name)).toContain('Jana Nováková');
      expect(users.some((user) => user.role === 'editor')).toBe(true);
      expect(users.every((user) => user.password_hash === null)).toBe(true);
      await expect(
        t.db.query(
          "INSERT INTO users (id, email, name) VALUES ('33333333-3333-4333-8333-333333333333', 'JANA.NOVAKOVA@example.cz', 'Kopie')",
        ),
      ).rejects.toThrow();
    });

    it('has trips whose places all exist in the search index', async () => {
      const [orphans] = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM trip_places tp
         WHERE NOT EXISTS (SELECT 1 FROM search_documents d WHERE d.place_type = tp.place_type AND d.entity_id = tp.place_id)`,
      );
      const [trips] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM trips');
      expect(trips?.n).toBeGreaterThanOrEqual(3);
      expect(orphans?.n).toBe(0);
    });

    it('has place states and 1-5 star ratings of real places', async () => {
      const [states] = await t.db.query<{ n: number; visited: number; planned: number }>(
        'SELECT count(*)::int AS n, count(*) FILTER (WHERE is_visited)::int AS visited, count(*) FILTER (WHERE is_planned_to_visit)::int AS planned FROM place_states',
      );
      const [ratings] = await t.db.query<{ n: number; low: number; high: number }>(
        'SELECT count(*)::int AS n, min(score) AS low, max(score) AS high FROM ratings',
      );
      expect(states?.visited).toBeGreaterThan(0);
      expect(states?.planned).toBeGreaterThan(0);
      expect(ratings?.n).toBeGreaterThan(0);
      expect(ratings?.low).toBeGreaterThanOrEqual(1);
      expect(ratings?.high).toBeLessThanOrEqual(5);
    });
  });
});
