import { describe, expect, it } from 'vitest';
import type { TripPlace } from '../../shared/api/calls/trips.ts';
import { overlayTrip, type PendingTripChange, type TripWithPlaces } from './trip-overlay.ts';

const TRIP_ID = '5d1c3f8e-1111-4aaa-8bbb-000000000001';
const place = (id: number, title = `Místo ${id}`): TripPlace => ({
  id,
  slug: `misto-${id}`,
  title,
  types: ['winemaker'],
  type: 'wine_entity',
  dateFrom: null,
  dateTo: null,
  city: 'Mikulov',
  image: null,
  url: `/cs/vinari/${id}-misto`,
  latitude: 48.8,
  longitude: 16.6,
});
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
