import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Trip } from '../src/shared/api/calls/account.ts';
import type { TripPlanClocks } from '../src/shared/api/calls/trip-plan.ts';
import type { TripPlace } from '../src/shared/api/calls/trips.ts';
import { overlayTrip, type PendingTripChange } from '../src/app/lib/trip-overlay.ts';
import type { TripPlan } from '../src/app/lib/trip-plan-overlay.ts';
import { createTestAccount } from './support/test-account.ts';
import { openTestApp, type TestApp } from './support/test-app.ts';

/** Offline plan edits as indexes into small pools, so edits of one device meet the other's on the same records. */
type Edit =
  | { kind: 'saveDay'; day: number; position: number; date: string | null; startTime: string | null }
  | { kind: 'deleteDay'; day: number }
  | { kind: 'place'; stops: { place: number; day: number | null; position: number }[] }
  | { kind: 'updateStop'; place: number; note?: string | undefined; notBefore?: string | null | undefined }
  | {
      kind: 'saveLog';
      log: number;
      place: number;
      bought: boolean;
      name: string;
      price: number | null;
      rating: number | null;
    }
  | { kind: 'deleteLog'; log: number };
type Queued = { device: 'a' | 'b'; edit: Edit; changedAt: string; key: string };
type TripRead = {
  data: TripPlan & { trip: Trip; places: TripPlace[]; clocks: TripPlanClocks };
};

const POOL = 3;

/**
 * Two devices plan the same trip offline (days, stops moved between days, notes and earliest times, the tasted/bought
 * log), then sync: whatever interleaving the two outboxes reach the server in, some changes twice (a lost answer with
 * the same key, a retry with a new one), the server ends in one state; and a device that reads the trip after the
 * other one synced, its own changes still unsent, shows on its screen (the overlay) what the server will hold.
 */
describe('offline replay of two devices’ trip plan edits', () => {
  let t: TestApp;
  let places: { placeId: number; placeType: 'wine_entity' }[];

  beforeAll(async () => {
    t = await openTestApp();
    places = (await t.db.query<{ id: number }>(`SELECT id FROM wine_entities ORDER BY id LIMIT ${POOL}`)).map(
      (row) => ({ placeId: row.id, placeType: 'wine_entity' }),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  /** A trip holding the pool's places, and the ids its days and log entries get in this run. */
  const newTrip = async () => {
    const { userId, token } = await createTestAccount(t.db, 'Plan');
    const tripId = randomUUID();
    const headers = (key?: string) => ({
      Authorization: `Bearer ${token}`,
      ...(key ? { 'Idempotency-Key': key } : {}),
    });
    const created = await t.postJson(
      '/api/trip/create',
      { id: tripId, title: 'Pálava', description: '', userId },
      headers(),
    );
    expect(created.status).toBe(200);
    expect((await t.postJson('/api/trip/add-places', { tripId, places }, headers())).status).toBe(200);
    return { tripId, headers };
  };
  type TestTrip = Awaited<ReturnType<typeof newTrip>>;

  const request = (
    tripId: string,
    edit: Edit,
    changedAt: string,
    days: readonly string[],
    logs: readonly string[],
  ): { path: string; body: Record<string, unknown> } => {
    const ref = (place: number) => places[place] ?? { placeId: 0, placeType: 'wine_entity' };
    const dayId = (day: number | null) => (day === null ? null : (days[day] ?? null));
    switch (edit.kind) {
      case 'saveDay':
        return {
          path: '/api/trip/day/save',
          body: {
            tripId,
            dayId: dayId(edit.day),
            position: edit.position,
            date: edit.date,
            startTime: edit.startTime,
            changedAt,
          },
        };
      case 'deleteDay':
        return { path: '/api/trip/day/delete', body: { tripId, dayId: dayId(edit.day), changedAt } };
      case 'place':
        return {
          path: '/api/trip/stops/place',
          body: {
            tripId,
            stops: edit.stops.map((stop) => ({ ...ref(stop.place), dayId: dayId(stop.day), position: stop.position })),
            changedAt,
          },
        };
      case 'updateStop':
        return {
          path: '/api/trip/stop/update',
          body: {
            tripId,
            ...ref(edit.place),
            ...(edit.note === undefined ? {} : { note: edit.note }),
            ...(edit.notBefore === undefined ? {} : { notBefore: edit.notBefore }),
            changedAt,
          },
        };
      case 'saveLog':
        return {
          path: '/api/trip/log/save',
          body: {
            tripId,
            id: logs[edit.log],
            ...ref(edit.place),
            kind: edit.bought ? 'bought' : 'tasted',
            wineId: null,
            wineName: edit.name,
            price: edit.price,
            rating: edit.rating,
            changedAt,
          },
        };
      case 'deleteLog':
        return { path: '/api/trip/log/delete', body: { tripId, id: logs[edit.log], changedAt } };
    }
  };

  const read = async (trip: TestTrip) =>
    (await t.getWith<TripRead>(`/api/trip/places?tripId=${trip.tripId}&locale=cs`, {})).body;
  const planOf = (plan: TripPlan): TripPlan => ({ days: plan.days, stops: plan.stops, logs: plan.logs });

  it('any interleaving of the two outboxes, with repeats, ends in one state, and the overlay shows it before', async () => {
    const slot = fc.integer({ min: 0, max: POOL - 1 });
    const position = fc.integer({ min: -3, max: 6 }).map((n) => n / 2);
    const time = fc.constantFrom('08:00', '09:30', '14:15');
    const edit: fc.Arbitrary<Edit> = fc.oneof(
      fc.record({
        kind: fc.constant('saveDay' as const),
        day: slot,
        position,
        date: fc.constantFrom(null, '2026-05-01', '2026-05-02'),
        startTime: fc.option(time, { nil: null }),
      }),
      fc.record({ kind: fc.constant('deleteDay' as const), day: slot }),
      fc.record({
        kind: fc.constant('place' as const),
        stops: fc.uniqueArray(fc.record({ place: slot, day: fc.option(slot, { nil: null }), position }), {
          minLength: 1,
          maxLength: POOL,
          selector: (stop) => stop.place,
        }),
      }),
      fc
        .record({
          kind: fc.constant('updateStop' as const),
          place: slot,
          note: fc.option(fc.constantFrom('', 'Ochutnat Pálavu', 'Koupit ryzlink'), { nil: undefined }),
          notBefore: fc.option(fc.option(time, { nil: null }), { nil: undefined }),
        })
        .filter((e) => e.note !== undefined || e.notBefore !== undefined),
      fc.record({
        kind: fc.constant('saveLog' as const),
        log: slot,
        place: slot,
        bought: fc.boolean(),
        name: fc.constantFrom('Pálava 2023', 'Ryzlink vlašský'),
        price: fc.option(fc.constantFrom(0, 180, 320.5), { nil: null }),
        rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      }),
      fc.record({ kind: fc.constant('deleteLog' as const), log: slot }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ device: fc.constantFrom('a' as const, 'b' as const), edit }), {
          minLength: 1,
          maxLength: 10,
        }),
        fc.array(fc.record({ index: fc.nat(), sameKey: fc.boolean() }), { maxLength: 6 }),
        fc.array(fc.integer(), { minLength: 16, maxLength: 16 }),
        async (edits, extra, sortKeys) => {
          run += 1;
          const days = Array.from({ length: POOL }, () => randomUUID());
          const logs = Array.from({ length: POOL }, () => randomUUID());
          // Made offline within the last hour on either device, one change a second, sent now.
          const start = Date.now() - 60 * 60_000;
          const queued: Queued[] = edits.map(({ device, edit: e }, i) => ({
            device,
            edit: e,
            changedAt: new Date(start + (i + 1) * 1000).toISOString(),
            key: `plan-${run}-${i}`,
          }));
          const send = (trip: TestTrip, entry: Queued, key: string) => {
            const { path, body } = request(trip.tripId, entry.edit, entry.changedAt, days, logs);
            return t.postJson(path, body, trip.headers(key));
          };
          const pending = (entries: readonly Queued[], trip: TestTrip): PendingTripChange[] =>
            entries.map((entry) => {
              const { path, body } = request(trip.tripId, entry.edit, entry.changedAt, days, logs);
              return { path, payload: body, view: undefined, createdAt: entry.changedAt };
            });

          // In the order they were made.
          const inOrder = await newTrip();
          const before = await read(inOrder);
          for (const entry of queued) expect((await send(inOrder, entry, `${entry.key}-o`)).status).toBe(200);
          const expected = planOf((await read(inOrder)).data);
          // What the edits mean, laid over the read before them in the order they were made, is that state.
          expect(planOf(overlayTrip(before.data, pending(queued, inOrder)) ?? before.data)).toEqual(expected);

          // Any order, some twice: with the same key (a lost answer) or a new one (a retry after keys expired).
          const shuffled = await newTrip();
          const deliveries = [
            ...queued.map((_, index) => ({ index, sameKey: true })),
            ...extra.map(({ index, sameKey }) => ({ index: index % queued.length, sameKey })),
          ]
            .map((delivery, position) => ({ ...delivery, position, order: sortKeys[position % sortKeys.length] ?? 0 }))
            .sort((x, y) => x.order - y.order);
          for (const { index, sameKey, position } of deliveries) {
            const entry = queued[index];
            if (entry)
              expect(
                (await send(shuffled, entry, sameKey ? `${entry.key}-s` : `${entry.key}-s${position}`)).status,
              ).toBe(200);
          }
          expect(planOf((await read(shuffled)).data)).toEqual(expected);

          // Device b syncs first; device a reads the trip with its own changes unsent, then its outbox drains.
          const twoDevices = await newTrip();
          const ofDevice = (device: 'a' | 'b') => queued.filter((entry) => entry.device === device);
          for (const entry of ofDevice('b')) expect((await send(twoDevices, entry, `${entry.key}-b`)).status).toBe(200);
          const afterB = await read(twoDevices);
          const shown = overlayTrip(afterB.data, pending(ofDevice('a'), twoDevices));
          for (const entry of ofDevice('a')) expect((await send(twoDevices, entry, `${entry.key}-a`)).status).toBe(200);
          expect(planOf((await read(twoDevices)).data)).toEqual(expected);
          expect(shown && planOf(shown)).toEqual(expected);
        },
      ),
      { numRuns: 20 },
    );
  });
});
