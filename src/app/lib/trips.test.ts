import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TripPlace } from '../../shared/api/calls/trips.ts';
import { ApiRequestError } from './api-client.ts';
import { localDb } from '../offline/local-db.ts';
import { notifySent } from '../offline/outbox.ts';
import { queryClient } from './query-client.ts';
import { tripChanges } from './trips.ts';

const USER = '11111111-1111-4111-8111-111111111111';
const TRIP = '22222222-2222-4222-8222-222222222222';
const place: TripPlace = {
  id: 7,
  slug: 'sklep',
  title: 'Sklep',
  types: ['cellar'],
  type: 'wine_entity',
  dateFrom: null,
  dateTo: null,
  city: 'Mikulov',
  image: null,
  url: '/cs/sklep',
  latitude: 48.8,
  longitude: 16.6,
};
const queued = async () =>
  (await localDb.outbox.orderBy('seq').toArray()).map((entry) => ({ path: entry.path, payload: entry.payload }));

describe('trip changes carry the client time of the change', () => {
  beforeEach(async () => {
    await localDb.outbox.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T09:15:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a create sends its client time, so a rename made after it (offline or with a slow clock) is newer on the server', async () => {
    await tripChanges.create(USER, TRIP, 'Pálava', '');
    vi.setSystemTime(new Date('2026-11-23T09:16:00.000Z'));
    await tripChanges.update(TRIP, 'Pálava a Mikulov', '');
    expect(await queued()).toEqual([
      {
        path: '/api/trip/create',
        payload: { id: TRIP, title: 'Pálava', description: '', userId: USER, changedAt: '2026-11-23T09:15:00.000Z' },
      },
      {
        path: '/api/trip/update',
        payload: { tripId: TRIP, title: 'Pálava a Mikulov', description: '', changedAt: '2026-11-23T09:16:00.000Z' },
      },
    ]);
  });

  it('mark all as visited sends its client time, so a later un-tick of one place wins over it', async () => {
    await tripChanges.markAllVisited(USER, TRIP, [place]);
    expect(await queued()).toEqual([
      {
        path: '/api/trip/add-visited-places',
        payload: {
          userId: USER,
          places: [{ placeId: 7, placeType: 'wine_entity' }],
          changedAt: '2026-11-23T09:15:00.000Z',
        },
      },
    ]);
  });
});

describe('a sent mark-all', () => {
  it("refreshes the list cards' flags (placeStates), the single place states and the default-list counts", async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    notifySent(
      {
        seq: 1,
        id: 'sent-1',
        path: '/api/trip/add-visited-places',
        payload: { userId: USER, places: [] },
        subject: `trip:${TRIP}:visited`,
        createdAt: '2026-11-23T09:15:00.000Z',
        attempts: 1,
        lastError: null,
        status: 'pending',
      },
      { status: 'OK' },
    );
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(keys).toEqual(expect.arrayContaining(['placeStates', 'placeState', 'defaultPlacesCount']));
    invalidate.mockRestore();
  });
});

describe('a sent create', () => {
  it('cancels a read of the trip answered 404 before the create arrived (its page not shown yet), shows the created trip and reads it again', async () => {
    const key = ['trip', TRIP, 'cs', true];
    const created = {
      id: TRIP,
      title: 'Pálava',
      description: '',
      slug: '',
      image: null,
      userId: USER,
      updatedAt: '2026-11-23T09:15:00.000Z',
      tripPlaces: [],
    };
    const saved = {
      data: {
        trip: created,
        places: [],
        days: [],
        stops: [],
        logs: [],
        clocks: { days: {}, stops: {}, logs: {} },
        placesMetaData: { count: 0, isOwner: true, bounds: null },
      },
    };
    const readAgain = { data: { ...saved.data, trip: { ...created, slug: 'palava' } } };
    let answerStaleRead: (error: Error) => void = () => undefined;
    let reads = 0;
    const queryFn = () => {
      reads += 1;
      return reads === 1
        ? new Promise<typeof saved>((_, reject) => {
            answerStaleRead = reject;
          })
        : Promise.resolve(readAgain);
    };
    const staleRead = queryClient.fetchQuery({ queryKey: key, queryFn, retry: false }).catch(() => undefined);
    notifySent(
      {
        seq: 1,
        id: 'sent-create',
        path: '/api/trip/create',
        payload: { id: TRIP, title: 'Pálava', description: '', userId: USER },
        subject: `trip:${TRIP}`,
        createdAt: '2026-11-23T09:15:00.000Z',
        attempts: 1,
        lastError: null,
        status: 'pending',
      },
      { trip: created },
    );
    expect(queryClient.getQueryData(key)).toEqual(saved);
    answerStaleRead(new ApiRequestError(404, 'not_found', 'Trip not found'));
    await staleRead;
    await vi.waitFor(() => expect(queryClient.getQueryState(key)?.fetchStatus).toBe('idle'));
    expect(reads).toBe(2);
    expect(queryClient.getQueryState(key)).toMatchObject({ status: 'success', error: null });
    expect(queryClient.getQueryData(key)).toEqual(readAgain);
    queryClient.removeQueries({ queryKey: key });
  });
});
