import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripDay, TripLogEntry, TripStop } from '../../../shared/api/calls/trip-plan.ts';
import { TRIP_DAYS_MAX } from '../../../shared/constants/trip-plan-limits.ts';
import { createTestAccount } from '../../../../tests/support/test-account.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type Account = { userId: string; token: string };
type PlanAnswer = {
  data: {
    days: TripDay[];
    stops: TripStop[];
    logs: TripLogEntry[];
    places: { id: number; type: string; openingHours?: unknown }[];
  };
};
type ErrorAnswer = { error?: string; fields?: { path: string; message: string }[] };

describe('trip plan calls: days, stop placement, notes and the tasted/bought log', () => {
  let t: TestApp;
  let jana: Account;
  let petr: Account;
  let places: { placeId: number; placeType: 'wine_entity' }[];
  let wineId: number;

  const post = (account: Account | null, path: string, body: Record<string, unknown>, key?: string) =>
    t.postJson<ErrorAnswer & { status?: string }>(path, body, {
      ...(account ? { Authorization: `Bearer ${account.token}` } : {}),
      ...(key ? { 'Idempotency-Key': key } : {}),
    });
  const read = async (tripId: string) =>
    (await t.getWith<PlanAnswer>(`/api/trip/places?tripId=${tripId}&locale=cs`, {})).body.data;
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  /** A trip of Jana's holding the first three places. */
  const newTrip = async () => {
    const tripId = randomUUID();
    expect(
      (await post(jana, '/api/trip/create', { id: tripId, title: 'Pálava', description: '', userId: jana.userId }))
        .status,
    ).toBe(200);
    expect((await post(jana, '/api/trip/add-places', { tripId, places: places.slice(0, 3) })).status).toBe(200);
    return tripId;
  };
  const fieldsOf = (answer: { body: ErrorAnswer }) => answer.body.fields?.map((field) => field.path.split('.')[0]);

  beforeAll(async () => {
    t = await openTestApp();
    const a = await createTestAccount(t.db, 'Jana');
    const b = await createTestAccount(t.db, 'Petr');
    jana = { userId: a.userId, token: a.token };
    petr = { userId: b.userId, token: b.token };
    places = (await t.db.query<{ id: number }>('SELECT id FROM wine_entities ORDER BY id LIMIT 4')).map((row) => ({
      placeId: row.id,
      placeType: 'wine_entity',
    }));
    const [wine] = await t.db.query<{ id: number }>('SELECT id FROM ml_wines ORDER BY id LIMIT 1');
    wineId = wine?.id ?? 0;
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads a trip without a plan as today: no days, a stop per place in trip order, no log, places with their hours', async () => {
    const tripId = await newTrip();
    const plan = await read(tripId);
    expect(plan.days).toEqual([]);
    expect(plan.logs).toEqual([]);
    expect(plan.stops.map((stop) => stop.placeId)).toEqual(places.slice(0, 3).map((place) => place.placeId));
    expect(plan.stops.every((stop) => stop.dayId === null && stop.note === '' && stop.notBefore === null)).toBe(true);
    expect(plan.places.every((place) => place.openingHours !== undefined)).toBe(true);
    const [stored] = await t.db.query<{ hours: unknown }>(
      "SELECT sections->'openingHours' AS hours FROM wine_entities WHERE id = $1",
      [places[0]?.placeId],
    );
    expect(plan.places[0]?.openingHours).toEqual(stored?.hours ?? null);
  });

  it('saves, edits and deletes days; lists them by position; an older save or delete changes nothing', async () => {
    const tripId = await newTrip();
    const [day1, day2] = [randomUUID(), randomUUID()];
    const save = (dayId: string, position: number, date: string | null, startTime: string | null, at: string) =>
      post(jana, '/api/trip/day/save', { tripId, dayId, position, date, startTime, changedAt: at });
    expect((await save(day2, 1, '2026-05-02', '09:30', minutesAgo(10))).body).toEqual({ status: 'OK' });
    expect((await save(day1, 0, '2026-05-01', null, minutesAgo(10))).status).toBe(200);
    expect((await read(tripId)).days).toEqual([
      { id: day1, position: 0, date: '2026-05-01', startTime: null },
      { id: day2, position: 1, date: '2026-05-02', startTime: '09:30' },
    ]);
    // An edit made earlier that arrives late loses to the newer one.
    expect((await save(day2, 5, '2026-06-01', '08:00', minutesAgo(20))).status).toBe(200);
    expect((await read(tripId)).days[1]).toEqual({ id: day2, position: 1, date: '2026-05-02', startTime: '09:30' });
    expect((await save(day2, 1, '2026-05-02', '10:00', minutesAgo(5))).status).toBe(200);
    expect((await read(tripId)).days[1]?.startTime).toBe('10:00');

    expect((await post(jana, '/api/trip/day/delete', { tripId, dayId: day1, changedAt: minutesAgo(4) })).status).toBe(
      200,
    );
    expect((await read(tripId)).days.map((day) => day.id)).toEqual([day2]);
    // A save made before the delete, arriving after it, does not bring the day back; a newer one does.
    expect((await save(day1, 0, '2026-05-01', '09:00', minutesAgo(6))).status).toBe(200);
    expect((await read(tripId)).days.map((day) => day.id)).toEqual([day2]);
    expect((await save(day1, 0, '2026-05-01', '09:00', minutesAgo(1))).status).toBe(200);
    expect((await read(tripId)).days.map((day) => day.id)).toEqual([day1, day2]);

    // A delete that arrives before its day's save leaves the day deleted.
    const day3 = randomUUID();
    expect((await post(jana, '/api/trip/day/delete', { tripId, dayId: day3, changedAt: minutesAgo(2) })).status).toBe(
      200,
    );
    expect((await save(day3, 2, null, null, minutesAgo(3))).status).toBe(200);
    expect((await read(tripId)).days.map((day) => day.id)).toEqual([day1, day2]);
  });

  it(`bounds a trip to ${TRIP_DAYS_MAX} days (409 naming dayId); an edit of a day still goes through`, async () => {
    const tripId = await newTrip();
    const ids = Array.from({ length: TRIP_DAYS_MAX }, () => randomUUID());
    for (const [position, dayId] of ids.entries())
      expect(
        (await post(jana, '/api/trip/day/save', { tripId, dayId, position, date: null, startTime: null })).status,
      ).toBe(200);
    const over = await post(jana, '/api/trip/day/save', {
      tripId,
      dayId: randomUUID(),
      position: 99,
      date: null,
      startTime: null,
    });
    expect(over.status).toBe(409);
    expect(fieldsOf(over)).toEqual(['dayId']);
    expect(
      (await post(jana, '/api/trip/day/save', { tripId, dayId: ids[0], position: 7, date: null, startTime: '08:00' }))
        .status,
    ).toBe(200);
    expect((await read(tripId)).days).toHaveLength(TRIP_DAYS_MAX);
  });

  it('places stops in days, last-writer-wins per stop; a placement before the place is added holds once it is', async () => {
    const tripId = await newTrip();
    const day = randomUUID();
    await post(jana, '/api/trip/day/save', { tripId, dayId: day, position: 0, date: null, startTime: null });
    const [a, b, c, d] = places;
    const placed = await post(jana, '/api/trip/stops/place', {
      tripId,
      stops: [
        { ...c, dayId: day, position: 0 },
        { ...a, dayId: day, position: 1.5 },
      ],
      changedAt: minutesAgo(10),
    });
    expect(placed.body).toEqual({ status: 'OK' });
    const stopOf = async (ref: typeof a) =>
      (await read(tripId)).stops.find((stop) => stop.placeId === ref?.placeId && stop.placeType === ref.placeType);
    expect(await stopOf(c)).toMatchObject({ dayId: day, position: 0 });
    expect(await stopOf(a)).toMatchObject({ dayId: day, position: 1.5 });
    expect(await stopOf(b)).toMatchObject({ dayId: null });
    // An older placement of a loses; b's is taken.
    await post(jana, '/api/trip/stops/place', {
      tripId,
      stops: [
        { ...a, dayId: null, position: 9 },
        { ...b, dayId: day, position: 2 },
      ],
      changedAt: minutesAgo(20),
    });
    expect(await stopOf(a)).toMatchObject({ dayId: day, position: 1.5 });
    expect(await stopOf(b)).toMatchObject({ dayId: day, position: 2 });
    // d is not in the trip: its placement is kept, not shown, and holds once d is added (an add made before it).
    await post(jana, '/api/trip/stops/place', { tripId, stops: [{ ...d, dayId: day, position: 3 }] });
    expect(await stopOf(d)).toBeUndefined();
    expect((await read(tripId)).places).toHaveLength(3);
    await post(jana, '/api/trip/add-places', { tripId, places: [d], changedAt: minutesAgo(1) });
    expect(await stopOf(d)).toMatchObject({ dayId: day, position: 3 });
    // Removed and added back later than its placement: at the end, in no day.
    await post(jana, '/api/trip/delete-place', { tripId, ...a });
    await post(jana, '/api/trip/add-places', { tripId, places: [a] });
    const back = await stopOf(a);
    expect(back?.dayId).toBeNull();
    expect(back?.position).toBeGreaterThan(3);
  });

  it("sets a stop's note and earliest time, each last-writer-wins on its own", async () => {
    const tripId = await newTrip();
    const [a] = places;
    const update = (fields: Record<string, unknown>, at: string) =>
      post(jana, '/api/trip/stop/update', { tripId, ...a, ...fields, changedAt: at });
    expect((await update({ note: 'Ochutnat Pálavu', notBefore: '14:00' }, minutesAgo(10))).body).toEqual({
      status: 'OK',
    });
    expect((await update({ note: 'Starší poznámka' }, minutesAgo(20))).status).toBe(200);
    expect((await update({ notBefore: null }, minutesAgo(5))).status).toBe(200);
    const stop = (await read(tripId)).stops.find((s) => s.placeId === a?.placeId);
    expect(stop).toMatchObject({ note: 'Ochutnat Pálavu', notBefore: null });
    expect((await update({ note: '' }, minutesAgo(1))).status).toBe(200);
    expect((await read(tripId)).stops.find((s) => s.placeId === a?.placeId)?.note).toBe('');
  });

  it('saves, edits and deletes log entries; a deleted entry never comes back; a withdrawn wine keeps its name', async () => {
    const tripId = await newTrip();
    const [a] = places;
    const id = randomUUID();
    const entry = { tripId, id, ...a, kind: 'bought', wineId, wineName: ' Pálava 2023 ', price: 320, rating: 5 };
    expect((await post(jana, '/api/trip/log/save', { ...entry, changedAt: minutesAgo(10) })).body).toEqual({
      status: 'OK',
    });
    const first = minutesAgo(30);
    await post(jana, '/api/trip/log/save', { ...entry, price: 1, changedAt: first });
    const [saved] = (await read(tripId)).logs;
    expect(saved).toMatchObject({ id, kind: 'bought', wineId, wineName: 'Pálava 2023', price: 320, rating: 5 });
    // The earliest save's time is its creation time.
    expect(Date.parse(saved?.createdAt ?? '')).toBe(Date.parse(first));

    const other = randomUUID();
    await post(jana, '/api/trip/log/save', {
      ...entry,
      id: other,
      kind: 'tasted',
      wineId: 2_000_000_000,
      wineName: 'Ryzlink vlašský',
      price: null,
      rating: null,
      changedAt: minutesAgo(8),
    });
    expect((await read(tripId)).logs.map((log) => [log.id, log.wineId])).toEqual([
      [id, wineId],
      [other, null],
    ]);
    expect((await post(jana, '/api/trip/log/delete', { tripId, id, changedAt: minutesAgo(9) })).status).toBe(200);
    await post(jana, '/api/trip/log/save', { ...entry, changedAt: minutesAgo(1) });
    expect((await read(tripId)).logs.map((log) => log.id)).toEqual([other]);
    // A delete before its save (replayed out of order) keeps the entry away too.
    const early = randomUUID();
    await post(jana, '/api/trip/log/delete', { tripId, id: early, changedAt: minutesAgo(1) });
    await post(jana, '/api/trip/log/save', { ...entry, id: early, changedAt: minutesAgo(2) });
    expect((await read(tripId)).logs.map((log) => log.id)).toEqual([other]);
  });

  it('refuses invalid input with a 400 naming the field, and nothing changes', async () => {
    const tripId = await newTrip();
    const [a] = places;
    const dayId = randomUUID();
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/trip/day/save', { tripId, dayId: 'den', position: 0, date: null, startTime: null }, 'dayId'],
      ['/api/trip/day/save', { tripId, dayId, position: 'první', date: null, startTime: null }, 'position'],
      ['/api/trip/day/save', { tripId, dayId, position: 1e12, date: null, startTime: null }, 'position'],
      ['/api/trip/day/save', { tripId, dayId, position: 0, date: '1. 5. 2026', startTime: null }, 'date'],
      ['/api/trip/day/save', { tripId, dayId, position: 0, date: null, startTime: '25:00' }, 'startTime'],
      [
        '/api/trip/day/save',
        { tripId, dayId, position: 0, date: null, startTime: null, changedAt: 'včera' },
        'changedAt',
      ],
      ['/api/trip/day/delete', { tripId: 'x', dayId }, 'tripId'],
      ['/api/trip/stops/place', { tripId, stops: [] }, 'stops'],
      [
        '/api/trip/stops/place',
        { tripId, stops: Array.from({ length: 201 }, () => ({ ...a, dayId: null, position: 0 })) },
        'stops',
      ],
      ['/api/trip/stops/place', { tripId, stops: [{ ...a, dayId: 'den', position: 0 }] }, 'stops'],
      ['/api/trip/stops/place', { tripId, stops: [{ ...a, placeType: 'castle', dayId: null, position: 0 }] }, 'stops'],
      ['/api/trip/stop/update', { tripId, ...a }, 'note'],
      ['/api/trip/stop/update', { tripId, ...a, note: 'x'.repeat(2001) }, 'note'],
      ['/api/trip/stop/update', { tripId, ...a, notBefore: '9:00' }, 'notBefore'],
      ['/api/trip/stop/update', { tripId, placeType: 'wine_entity', note: 'x' }, 'placeId'],
      [
        '/api/trip/log/save',
        { tripId, id: randomUUID(), ...a, kind: 'drunk', wineId: null, wineName: 'X', price: null, rating: null },
        'kind',
      ],
      [
        '/api/trip/log/save',
        { tripId, id: randomUUID(), ...a, kind: 'tasted', wineId: null, wineName: ' ', price: null, rating: null },
        'wineName',
      ],
      [
        '/api/trip/log/save',
        {
          tripId,
          id: randomUUID(),
          ...a,
          kind: 'tasted',
          wineId: null,
          wineName: 'x'.repeat(201),
          price: null,
          rating: null,
        },
        'wineName',
      ],
      [
        '/api/trip/log/save',
        { tripId, id: randomUUID(), ...a, kind: 'tasted', wineId: null, wineName: 'X', price: -1, rating: null },
        'price',
      ],
      [
        '/api/trip/log/save',
        { tripId, id: randomUUID(), ...a, kind: 'tasted', wineId: null, wineName: 'X', price: 1_000_001, rating: null },
        'price',
      ],
      [
        '/api/trip/log/save',
        { tripId, id: randomUUID(), ...a, kind: 'tasted', wineId: null, wineName: 'X', price: null, rating: 6 },
        'rating',
      ],
      [
        '/api/trip/log/save',
        { tripId, id: randomUUID(), ...a, kind: 'tasted', wineId: 'víno', wineName: 'X', price: null, rating: null },
        'wineId',
      ],
      [
        '/api/trip/log/save',
        { tripId, id: 'x', ...a, kind: 'tasted', wineId: null, wineName: 'X', price: null, rating: null },
        'id',
      ],
      ['/api/trip/log/delete', { tripId, id: 'x' }, 'id'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await post(jana, path, body);
      expect(answer.status, `${path} ${field}`).toBe(400);
      expect(fieldsOf(answer), `${path} ${field}`).toContain(field);
    }
    const plan = await read(tripId);
    expect(plan.days).toEqual([]);
    expect(plan.logs).toEqual([]);
    expect(plan.stops.every((stop) => stop.dayId === null && stop.note === '')).toBe(true);
  });

  it("answers 401 without a session, 403 for someone else's trip and 404 for none; nothing changes", async () => {
    const tripId = await newTrip();
    const [a] = places;
    const bodies: [string, Record<string, unknown>][] = [
      ['/api/trip/day/save', { tripId, dayId: randomUUID(), position: 0, date: null, startTime: null }],
      ['/api/trip/day/delete', { tripId, dayId: randomUUID() }],
      ['/api/trip/stops/place', { tripId, stops: [{ ...a, dayId: null, position: 5 }] }],
      ['/api/trip/stop/update', { tripId, ...a, note: 'Cizí' }],
      [
        '/api/trip/log/save',
        { tripId, id: randomUUID(), ...a, kind: 'tasted', wineId: null, wineName: 'X', price: null, rating: null },
      ],
      ['/api/trip/log/delete', { tripId, id: randomUUID() }],
    ];
    for (const [path, body] of bodies) {
      expect((await post(null, path, body)).status, path).toBe(401);
      expect((await post(petr, path, body)).status, path).toBe(403);
      expect((await post(jana, path, { ...body, tripId: randomUUID() })).status, path).toBe(404);
    }
    const plan = await read(tripId);
    expect(plan.days).toEqual([]);
    expect(plan.logs).toEqual([]);
    expect(plan.stops.map((stop) => [stop.note, stop.position])).toEqual([
      ['', 0],
      ['', 1],
      ['', 2],
    ]);
  });

  it('runs each write once per Idempotency-Key: a replay answers the stored answer without writing again', async () => {
    const tripId = await newTrip();
    const [a] = places;
    const key = `note-${randomUUID()}`;
    const body = { tripId, ...a, note: 'První' };
    expect((await post(jana, '/api/trip/stop/update', body, key)).status).toBe(200);
    // A newer note, then the first write replayed with its key (no client time: a rerun would be the newest).
    expect((await post(jana, '/api/trip/stop/update', { ...body, note: 'Druhá' })).status).toBe(200);
    expect((await post(jana, '/api/trip/stop/update', body, key)).body).toEqual({ status: 'OK' });
    expect((await read(tripId)).stops.find((s) => s.placeId === a?.placeId)?.note).toBe('Druhá');
    expect((await post(jana, '/api/trip/stop/update', { ...body, note: 'Jiná' }, key)).status).toBe(422);
  });
});
