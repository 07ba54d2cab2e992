import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tripPlace } from '../../../tests/support/trip-place.ts';
import type { TripPlace } from '../../shared/api/calls/trips.ts';
import type { OutboxEntry } from '../offline/records.ts';
import { notifySent } from '../offline/outbox.ts';
import './place-states.ts';
import { queryClient } from './query-client.ts';

const USER = '11111111-1111-4111-8111-111111111111';
const place = (id: number, title: string): TripPlace =>
  tripPlace(id, { title, slug: `misto-${id}`, url: `/cs/vinari/${id}` });
const sent = (payload: Record<string, unknown>, view?: TripPlace): OutboxEntry => ({
  seq: 1,
  id: 'sent-1',
  path: '/api/user/setPlaceState',
  payload: { userId: USER, placeType: 'wine_entity', ...payload },
  subject: `place:wine_entity:${String(payload.placeId)}`,
  createdAt: '2026-11-23T09:15:00.000Z',
  attempts: 0,
  lastError: null,
  status: 'pending',
  view,
});
const favourites = ['placeList', USER, 'favorite', [], 'cs'] as const;
const wishlist = ['placeList', USER, 'plannedToVisit', [], 'cs'] as const;

describe('a sent place-state change', () => {
  afterEach(() => {
    queryClient.clear();
    vi.restoreAllMocks();
  });

  it("stays in the user's default lists read before it (it leaves the outbox now), and the lists are read again", () => {
    const someoneElses = ['placeList', '33333333-3333-4333-8333-333333333333', 'favorite', [], 'cs'] as const;
    queryClient.setQueryData(favourites, [place(1, 'Novák')]);
    queryClient.setQueryData(wishlist, [place(1, 'Novák')]);
    queryClient.setQueryData(someoneElses, []);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    notifySent(sent({ placeId: 2, isFavorite: true }, place(2, 'Bartoš & syn')), { place: null });
    notifySent(sent({ placeId: 1, isPlannedToVisit: false }), { place: null });
    expect(queryClient.getQueryData<TripPlace[]>(favourites)?.map((p) => p.title)).toEqual(['Bartoš & syn', 'Novák']);
    expect(queryClient.getQueryData<TripPlace[]>(wishlist)).toEqual([]);
    expect(queryClient.getQueryData(someoneElses)).toEqual([]);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toContainEqual(['placeList', USER]);
  });

  it("is in the cards' states of its type at once, before the list is read again, and the others stay", () => {
    const states = ['placeStates', USER, 'wine_entity'] as const;
    const state = (placeId: number, isFavorite: boolean) => ({
      placeId,
      placeType: 'wine_entity',
      isVisited: false,
      isFavorite,
      isPlannedToVisit: false,
      userRating: null,
      note: '',
    });
    queryClient.setQueryData(states, { 1: state(1, true) });
    notifySent(sent({ placeId: 2, isFavorite: true }), { place: state(2, true) });
    expect(queryClient.getQueryData(states)).toEqual({ 1: state(1, true), 2: state(2, true) });
    expect(queryClient.getQueryData(['placeState', USER, 'wine_entity', 2])).toEqual(state(2, true));
  });
});
