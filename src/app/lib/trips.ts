import { useQuery } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import type { PlaceRef, Trip } from '../../shared/api/calls/account.ts';
import type { TripDay, TripLogEntry } from '../../shared/api/calls/trip-plan.ts';
import type { TripPlace, tripsCalls } from '../../shared/api/calls/trips.ts';
import type { RoutedLocale } from '../../shared/constants/locales.ts';
import { ApiRequestError, apiGet } from './api-client.ts';
import { tripQuery } from './trip-query.ts';
import { TRIP_SUBJECT_PREFIX, tripIdOf, tripSubject } from '../offline/trip-subjects.ts';
import { enqueue, onSent } from '../offline/outbox.ts';
import { usePendingTripChanges } from '../offline/pending-trip-changes.ts';
import { queryClient } from './query-client.ts';
import { keepSentTripChange, sentSince, useSentTripChanges } from './sent-trip-changes.ts';
import { useSessionUser } from './session.ts';
import { sessionToken, subscribeSessionToken } from './session-token.ts';
import { overlayTrip, type TripRead, type TripWithPlaces } from './trip-overlay.ts';

type TripAnswer = z.output<typeof tripsCalls.places.output>;

/**
 * A trip the server has just created from this device: its answer becomes the trip's read where the page has none yet,
 * so the page, which stops laying the create over once it is sent, never goes back to "loading" or to a 404 it read
 * before the create arrived. Places added with it are still in the outbox and laid over as before.
 */
function keepCreatedTrip(tripId: string, answer: unknown): void {
  const trip = (answer as { trip?: Trip } | null)?.trip;
  if (trip?.id !== tripId) return;
  const created: TripAnswer = {
    data: {
      trip,
      places: [],
      days: [],
      stops: [],
      logs: [],
      clocks: { days: {}, stops: {}, logs: {} },
      placesMetaData: { count: 0, isOwner: true, bounds: null },
    },
  };
  queryClient.setQueriesData<TripAnswer>({ queryKey: ['trip', tripId] }, (read) => read ?? created);
}

// A sent trip change: read the trip and the account's lists again (the overlay keeps showing what is still unsent).
onSent((entry, answer) => {
  if (!entry.subject.startsWith(TRIP_SUBJECT_PREFIX)) return;
  keepSentTripChange(entry);
  if (entry.path === '/api/trip/create') keepCreatedTrip(tripIdOf(entry), answer);
  // Also a read not shown yet (the trip page is still on its way): one started before the change arrived is cancelled
  // and made again, or its answer would land after the change left the outbox and hide it.
  void queryClient.invalidateQueries({ queryKey: ['trip', tripIdOf(entry)], refetchType: 'all' });
  void queryClient.invalidateQueries({ queryKey: ['myTrips'] });
  if (entry.path === '/api/trip/add-visited-places') {
    void queryClient.invalidateQueries({ queryKey: ['placeState'] });
    // List cards read every flag of a type at once: without this they keep showing the places unvisited.
    void queryClient.invalidateQueries({ queryKey: ['placeStates'] });
    void queryClient.invalidateQueries({ queryKey: ['defaultPlacesCount'] });
  }
});

/** The signed-in user's trips, newest-updated first, with unsent changes shown (a trip created offline included). */
export function useMyTrips(locale: RoutedLocale) {
  const user = useSessionUser();
  const userId = user?.id;
  const profile = useQuery({
    queryKey: ['myTrips', userId, locale],
    queryFn: () => apiGet('/api/user/profile', { locale, userId: userId ?? '', includeTrips: '1' }),
    enabled: userId !== undefined,
    staleTime: 0,
  });
  const pending = usePendingTripChanges(userId);
  const saved = profile.data?.trips ?? [];
  const ids = [...new Set([...saved.map((trip) => trip.id), ...(pending?.keys() ?? [])])];
  const trips = ids
    .map((id) => overlayTrip(toView(saved.find((trip) => trip.id === id)), pending?.get(id) ?? []))
    .filter((view): view is TripWithPlaces => view !== null)
    .map((view) => view.trip)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return {
    user,
    profile: profile.data,
    trips,
    loading: user === undefined || (userId !== undefined && profile.isPending),
    failed: profile.isError,
  };
}

const toView = (trip: Trip | undefined): TripWithPlaces | null =>
  trip ? { trip, places: [], days: [], stops: [], logs: [] } : null;

/** The read as the overlay takes it (a read kept from before the planner, in the persisted cache, has no plan: typed so). */
const toRead = (data: TripAnswer['data']): TripRead => data;

/** A trip with its places as its page reads it (also what saving it for offline use stores). */
/** One trip with its places (anyone with the link), unsent changes laid over; `isOwner` from the server or a local create. */
export function useTrip(tripId: string, locale: RoutedLocale) {
  const user = useSessionUser();
  const signedIn = useSyncExternalStore(
    subscribeSessionToken,
    () => sessionToken() !== null,
    () => false,
  );
  const query = useQuery({
    ...tripQuery(tripId, locale, signedIn),
    // The page is shown as the server wrote it (signed out) until the signed-in read (the owner's controls) arrives.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === tripId ? previous : undefined),
  });
  const byTrip = usePendingTripChanges(user?.id);
  const pending = useMemo(() => byTrip?.get(tripId) ?? [], [byTrip, tripId]);
  const sent = useSentTripChanges();
  const view = useMemo(
    () =>
      overlayTrip(query.data ? toRead(query.data.data) : null, [
        ...sentSince(sent, tripId, query.dataUpdatedAt),
        ...pending,
      ]),
    [query.data, query.dataUpdatedAt, sent, tripId, pending],
  );
  const createdHere = pending.some((change) => change.path === '/api/trip/create');
  // Until the outbox is read, the server's 404 may be about a trip still being created on this device: not "deleted".
  const localRead = byTrip !== undefined;
  return {
    user,
    view,
    isOwner: Boolean(query.data?.data.placesMetaData.isOwner || (createdHere && user)),
    unsent: pending.length,
    loading: view === null && (!localRead || query.isPending),
    notFound: view === null && localRead && query.error instanceof ApiRequestError && query.error.status === 404,
    failed: view === null && localRead && query.isError,
  };
}

const now = () => new Date().toISOString();
const ref = (place: TripPlace): PlaceRef => ({ placeId: place.id, placeType: place.type });

/** Where a stop goes: its day (null = not in a day) and its position there. */
export type StopPlacement = PlaceRef & { dayId: string | null; position: number };
/** A tasted/bought entry as the screen edits it; the id is made on the device (crypto.randomUUID()). */
export type TripLogDraft = Omit<TripLogEntry, 'createdAt'>;

/** Trip changes: each goes to the outbox first (the screen shows it at once) and reaches the server once. */
export const tripChanges = {
  async create(userId: string, id: string, title: string, description: string, places: readonly TripPlace[] = []) {
    await enqueue('/api/trip/create', { id, title, description, userId, changedAt: now() }, tripSubject(id));
    if (places.length > 0) await tripChanges.addPlaces(id, places);
  },
  update: (tripId: string, title: string, description: string) =>
    enqueue('/api/trip/update', { tripId, title, description, changedAt: now() }, tripSubject(tripId)),
  addPlaces: (tripId: string, places: readonly TripPlace[]) =>
    enqueue('/api/trip/add-places', { tripId, places: places.map(ref), changedAt: now() }, tripSubject(tripId), places),
  removePlace: (tripId: string, place: TripPlace) =>
    enqueue(
      '/api/trip/delete-place',
      { tripId, placeId: place.id, placeType: place.type, changedAt: now() },
      tripSubject(tripId),
    ),
  reorder: (tripId: string, places: readonly TripPlace[]) =>
    enqueue('/api/trip/reorder', { tripId, places: places.map(ref) }, tripSubject(tripId)),
  delete: (userId: string, tripId: string) => enqueue('/api/trip/delete', { userId, tripId }, tripSubject(tripId)),
  /** Creates or edits a day (a new day: a new id from crypto.randomUUID()). */
  saveDay: (tripId: string, day: TripDay) =>
    enqueue(
      '/api/trip/day/save',
      {
        tripId,
        dayId: day.id,
        position: day.position,
        date: day.date,
        startTime: day.startTime,
        changedAt: now(),
      },
      tripSubject(tripId),
    ),
  deleteDay: (tripId: string, dayId: string) =>
    enqueue('/api/trip/day/delete', { tripId, dayId, changedAt: now() }, tripSubject(tripId)),
  /** Sets stops' day and position: a drop, a move to another day, an optimised day or its undo (at most 200 a call). */
  placeStops: (tripId: string, stops: readonly StopPlacement[]) =>
    enqueue(
      '/api/trip/stops/place',
      {
        tripId,
        stops: stops.map(({ placeId, placeType, dayId, position }) => ({ placeId, placeType, dayId, position })),
        changedAt: now(),
      },
      tripSubject(tripId),
    ),
  /** A stop's note and/or the time it is visited no earlier than (null clears it). */
  updateStop: (tripId: string, stop: PlaceRef, fields: { note?: string; notBefore?: string | null }) =>
    enqueue(
      '/api/trip/stop/update',
      {
        tripId,
        placeId: stop.placeId,
        placeType: stop.placeType,
        ...(fields.note === undefined ? {} : { note: fields.note }),
        ...(fields.notBefore === undefined ? {} : { notBefore: fields.notBefore }),
        changedAt: now(),
      },
      tripSubject(tripId),
    ),
  saveLog: (tripId: string, entry: TripLogDraft) =>
    enqueue(
      '/api/trip/log/save',
      {
        tripId,
        id: entry.id,
        placeId: entry.placeId,
        placeType: entry.placeType,
        kind: entry.kind,
        wineId: entry.wineId,
        wineName: entry.wineName.trim(),
        price: entry.price,
        rating: entry.rating,
        changedAt: now(),
      },
      tripSubject(tripId),
    ),
  deleteLog: (tripId: string, id: string) =>
    enqueue('/api/trip/log/delete', { tripId, id, changedAt: now() }, tripSubject(tripId)),
  markAllVisited: (userId: string, tripId: string, places: readonly TripPlace[]) =>
    enqueue(
      '/api/trip/add-visited-places',
      { userId, places: places.map(ref), changedAt: now() },
      `${tripSubject(tripId)}:visited`,
    ),
};
