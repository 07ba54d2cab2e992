import { describe, expect, it } from 'vitest';
import { tripPlace } from '../../../tests/support/trip-place.ts';
import type { TripPlace } from '../../shared/api/calls/trips.ts';
import { overlayTrip, type PendingTripChange, type TripWithPlaces } from './trip-overlay.ts';

const TRIP_ID = '5d1c3f8e-1111-4aaa-8bbb-000000000001';
const place = (id: number, title = `Místo ${id}`): TripPlace =>
  tripPlace(id, { title, slug: `misto-${id}`, url: `/cs/vinari/${id}-misto`, latitude: 48.8, longitude: 16.6 });
const change = (path: string, payload: Record<string, unknown>, view?: unknown): PendingTripChange => ({
  path,
  payload,
  view,
  createdAt: '2026-11-23T10:00:00.000Z',
});
const base = (...ids: number[]): TripWithPlaces => ({
  trip: {
    id: TRIP_ID,
    title: 'Pálava',
    description: '',
    slug: 'palava',
    image: null,
    userId: 'u',
    updatedAt: '2026-11-01T00:00:00.000Z',
    tripPlaces: ids.map((id) => ({ place: { placeId: id, placeType: 'wine_entity' as const } })),
  },
  places: ids.map((id) => place(id)),
  days: [],
  stops: ids.map((id, position) => ({
    placeId: id,
    placeType: 'wine_entity' as const,
    dayId: null,
    position,
    note: '',
    notBefore: null,
  })),
  logs: [],
});
const ids = (view: TripWithPlaces | null) => view?.places.map((p) => p.id);

describe('overlayTrip', () => {
  it('shows a trip created offline, with its title and the places added after it', () => {
    const view = overlayTrip(null, [
      change('/api/trip/create', { id: TRIP_ID, title: 'Znojmo', description: 'Sklepy', userId: 'u' }),
      change('/api/trip/add-places', { tripId: TRIP_ID, places: [{ placeId: 7, placeType: 'wine_entity' }] }, [
        place(7, 'Sklep U Sv. Urbana'),
      ]),
    ]);
    expect(view?.trip).toMatchObject({ id: TRIP_ID, title: 'Znojmo', description: 'Sklepy' });
    expect(view?.places.map((p) => p.title)).toEqual(['Sklep U Sv. Urbana']);
    expect(view?.trip.tripPlaces).toHaveLength(1);
  });

  it('applies edits, removals and a new order in the order they were made', () => {
    const view = overlayTrip(base(1, 2, 3), [
      change('/api/trip/update', { tripId: TRIP_ID, title: 'Nový', description: 'Popis' }),
      change('/api/trip/delete-place', { tripId: TRIP_ID, placeId: 2, placeType: 'wine_entity' }),
      change('/api/trip/reorder', {
        tripId: TRIP_ID,
        places: [
          { placeId: 3, placeType: 'wine_entity' },
          { placeId: 1, placeType: 'wine_entity' },
        ],
      }),
    ]);
    expect(view?.trip.title).toBe('Nový');
    expect(ids(view)).toEqual([3, 1]);
    expect(view?.trip.tripPlaces.map(({ place: p }) => p.placeId)).toEqual([3, 1]);
  });

  it('changes nothing when laid over a server copy that already has the change (an answer on its way)', () => {
    const pending = [
      change('/api/trip/add-places', { tripId: TRIP_ID, places: [{ placeId: 2, placeType: 'wine_entity' }] }, [
        place(2),
      ]),
    ];
    expect(overlayTrip(base(1, 2), pending)).toEqual(base(1, 2));
    expect(ids(overlayTrip(base(1), pending))).toEqual([1, 2]);
  });

  it('hides a deleted trip, and a place picked without details shows a placeholder', () => {
    expect(overlayTrip(base(1), [change('/api/trip/delete', { tripId: TRIP_ID, userId: 'u' })])).toBeNull();
    const view = overlayTrip(base(), [
      change('/api/trip/add-places', { tripId: TRIP_ID, places: [{ placeId: 9, placeType: 'event' }] }),
    ]);
    expect(view?.places[0]).toMatchObject({ id: 9, type: 'event', title: '…' });
  });
});

describe('overlayTrip: the plan (days, stops, notes, the log)', () => {
  const DAY = '5d1c3f8e-2222-4aaa-8bbb-000000000001';
  const LOG = '5d1c3f8e-3333-4aaa-8bbb-000000000001';
  const at = (minute: number) => `2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`;
  const stopOf = (view: TripWithPlaces | null, id: number) => view?.stops.find((stop) => stop.placeId === id);
  const ref = (id: number) => ({ placeId: id, placeType: 'wine_entity' as const });

  it('shows unsent days, placements, notes and log entries at once', () => {
    const view = overlayTrip(base(1, 2), [
      change('/api/trip/day/save', {
        tripId: TRIP_ID,
        dayId: DAY,
        position: 0,
        date: '2026-05-01',
        startTime: '09:00',
        changedAt: at(1),
      }),
      change('/api/trip/stops/place', {
        tripId: TRIP_ID,
        stops: [{ ...ref(2), dayId: DAY, position: 0 }],
        changedAt: at(2),
      }),
      change('/api/trip/stop/update', { tripId: TRIP_ID, ...ref(2), note: 'Zvonek u vrat', changedAt: at(3) }),
      change('/api/trip/log/save', {
        tripId: TRIP_ID,
        id: LOG,
        ...ref(2),
        kind: 'bought',
        wineId: null,
        wineName: 'Pálava 2023',
        price: 320,
        rating: 5,
        changedAt: at(4),
      }),
    ]);
    expect(view?.days).toEqual([{ id: DAY, position: 0, date: '2026-05-01', startTime: '09:00' }]);
    expect(stopOf(view, 2)).toEqual({ ...ref(2), dayId: DAY, position: 0, note: 'Zvonek u vrat', notBefore: null });
    expect(stopOf(view, 1)?.dayId).toBeNull();
    expect(view?.logs).toEqual([
      {
        id: LOG,
        ...ref(2),
        kind: 'bought',
        wineId: null,
        wineName: 'Pálava 2023',
        price: 320,
        rating: 5,
        createdAt: at(4),
      },
    ]);
  });

  it("keeps another device's newer change the read holds, as the server will (merge times in the read)", () => {
    const read = {
      ...base(1),
      days: [{ id: DAY, position: 0, date: '2026-05-02', startTime: '10:00' }],
      stops: [{ ...ref(1), dayId: DAY, position: 3, note: 'Novější', notBefore: null }],
      clocks: {
        days: { [DAY]: { savedAt: at(30), removedAt: null } },
        stops: { 'wine_entity:1': { placedAt: at(30), noteAt: at(30), notBeforeAt: null } },
        logs: { [LOG]: { updatedAt: at(20), deleted: true } },
      },
    };
    const view = overlayTrip(read, [
      change('/api/trip/day/save', {
        tripId: TRIP_ID,
        dayId: DAY,
        position: 1,
        date: '2026-05-01',
        startTime: null,
        changedAt: at(5),
      }),
      change('/api/trip/stops/place', {
        tripId: TRIP_ID,
        stops: [{ ...ref(1), dayId: null, position: 0 }],
        changedAt: at(5),
      }),
      change('/api/trip/stop/update', {
        tripId: TRIP_ID,
        ...ref(1),
        note: 'Starší',
        notBefore: '15:00',
        changedAt: at(5),
      }),
      // Deleted on the other device: a late edit does not bring it back.
      change('/api/trip/log/save', {
        tripId: TRIP_ID,
        id: LOG,
        ...ref(1),
        kind: 'tasted',
        wineId: null,
        wineName: 'Ryzlink',
        price: null,
        rating: null,
        changedAt: at(40),
      }),
    ]);
    expect(view?.days).toEqual(read.days);
    expect(stopOf(view, 1)).toEqual({ ...ref(1), dayId: DAY, position: 3, note: 'Novější', notBefore: '15:00' });
    expect(view?.logs).toEqual([]);
  });

  it('hides a deleted day until a newer save; its stops keep its id (shown unplanned meanwhile)', () => {
    const saved = change('/api/trip/day/save', {
      tripId: TRIP_ID,
      dayId: DAY,
      position: 0,
      date: null,
      startTime: null,
      changedAt: at(1),
    });
    const placed = change('/api/trip/stops/place', {
      tripId: TRIP_ID,
      stops: [{ ...ref(1), dayId: DAY, position: 0 }],
      changedAt: at(2),
    });
    const deleted = change('/api/trip/day/delete', { tripId: TRIP_ID, dayId: DAY, changedAt: at(3) });
    const gone = overlayTrip(base(1), [saved, placed, deleted]);
    expect(gone?.days).toEqual([]);
    expect(stopOf(gone, 1)?.dayId).toBe(DAY);
    const back = overlayTrip(base(1), [
      saved,
      placed,
      deleted,
      { ...saved, payload: { ...saved.payload, changedAt: at(4) } },
    ]);
    expect(back?.days.map((day) => day.id)).toEqual([DAY]);
  });

  it('plans a trip created offline, and lays a read kept from before the planner (no plan, no times) as empty', () => {
    const created = overlayTrip(null, [
      change('/api/trip/create', { id: TRIP_ID, title: 'Znojmo', description: '', userId: 'u' }),
      change('/api/trip/add-places', { tripId: TRIP_ID, places: [ref(7)], changedAt: at(1) }, [place(7)]),
      change('/api/trip/stop/update', { tripId: TRIP_ID, ...ref(7), notBefore: '13:00', changedAt: at(2) }),
    ]);
    expect(created?.stops).toEqual([{ ...ref(7), dayId: null, position: 0, note: '', notBefore: '13:00' }]);
    const old = overlayTrip({ trip: base(1).trip, places: [place(1)] }, [
      change('/api/trip/log/delete', { tripId: TRIP_ID, id: LOG, changedAt: at(1) }),
    ]);
    expect(old).toMatchObject({ days: [], logs: [], stops: [{ ...ref(1), dayId: null, note: '' }] });
  });
});
