import { useQuery } from '@tanstack/react-query';
import type { PlaceState } from '../../shared/api/calls/account.ts';
import type { ListedPlace } from '../../shared/api/calls/trips.ts';
import { TRIP_SEARCH_LIST_LIMIT_MAX, type TripSearchType } from '../../shared/constants/account.ts';
import type { RoutedLocale } from '../../shared/constants/locales.ts';
import type { PlaceStateType } from '../../shared/constants/places.ts';
import { useMemo } from 'react';
import { apiGet } from './api-client.ts';
import { placeSubject, SET_PLACE_STATE } from '../offline/place-subjects.ts';
import { enqueue, onSent } from '../offline/outbox.ts';
import { usePendingChangesOfPlace, usePendingPlaceChanges } from '../offline/pending-place-changes.ts';
import { overlayPlaceList, type PlaceList } from './place-list-overlay.ts';
import { queryClient } from './query-client.ts';
import { useSessionUser } from './session.ts';
import { NO_FLAGS, type PlaceFlags, type PlaceFlagsState } from './place-flags.ts';

const placeStateKey = (userId: string | undefined, placeType: PlaceStateType, placeId: number) =>
  ['placeState', userId, placeType, placeId] as const;
const placeStatesKey = (userId: string | undefined, placeType: PlaceStateType) =>
  ['placeStates', userId, placeType] as const;
const placeListKey = (userId: string, list: PlaceList, categories: readonly TripSearchType[], locale: RoutedLocale) =>
  ['placeList', userId, list, categories, locale] as const;

// A sent change's answer is the place's saved state: show it without asking again.
onSent((entry, answer) => {
  if (entry.path !== SET_PLACE_STATE) return;
  const { userId, placeType, placeId } = entry.payload as {
    userId: string;
    placeType: PlaceStateType;
    placeId: number;
  };
  const place = (answer as { place?: PlaceState } | null)?.place;
  if (place) {
    queryClient.setQueryData(placeStateKey(userId, placeType, placeId), place);
    // The cards' states of the type hold it too before the change leaves the outbox: the hearts never show the state
    // from before it, neither while the list is read again nor after a reload from the device's cache.
    queryClient.setQueryData<Record<string, PlaceState>>(
      placeStatesKey(userId, placeType),
      (states) => states && { ...states, [String(placeId)]: place },
    );
  }
  void queryClient.invalidateQueries({ queryKey: ['defaultPlacesCount', userId] });
  void queryClient.invalidateQueries({ queryKey: placeStatesKey(userId, placeType) });
  // The default lists keep the sent change (it leaves the outbox now) until they have read the server again.
  for (const [key, places] of queryClient.getQueriesData<ListedPlace[]>({ queryKey: ['placeList', userId] })) {
    const [, , list, categories] = key as ReturnType<typeof placeListKey>;
    if (places) queryClient.setQueryData(key, overlayPlaceList(places, [entry], list, categories));
  }
  void queryClient.invalidateQueries({ queryKey: ['placeList', userId] });
});

/** Unsent changes laid over the saved state, oldest first: what the user did is what the screen shows. */
export function withPending(saved: PlaceFlags, pending: readonly Partial<PlaceFlags>[]): PlaceFlags {
  return pending.reduce<PlaceFlags>(
    (state, change) => ({
      isVisited: change.isVisited ?? state.isVisited,
      isFavorite: change.isFavorite ?? state.isFavorite,
      isPlannedToVisit: change.isPlannedToVisit ?? state.isPlannedToVisit,
      userRating: change.userRating === undefined ? state.userRating : change.userRating,
      note: change.note ?? state.note,
    }),
    saved,
  );
}

/**
 * Puts a change of a place's flags in the outbox (Dexie); the sync driver sends it with its Idempotency-Key, now or
 * once the connection is back. `listed` is the place as the default lists show it, so a list shows the change before
 * the server has it.
 */
export function changePlaceFlags(
  userId: string,
  placeType: PlaceStateType,
  placeId: number,
  next: Partial<PlaceFlags>,
  listed?: ListedPlace,
) {
  return enqueue(
    SET_PLACE_STATE,
    { userId, placeType, placeId, ...next, changedAt: new Date().toISOString() },
    placeSubject(placeType, placeId),
    listed,
  );
}

/**
 * The signed-in user's flags of one place and a way to change them. A change goes to the outbox (Dexie) and shows
 * at once; the sync driver sends it with its Idempotency-Key, now or once the connection is back.
 */
export function usePlaceFlags(placeType: PlaceStateType, placeId: number): PlaceFlagsState {
  const user = useSessionUser();
  const userId = user?.id;
  const saved = useQuery({
    queryKey: placeStateKey(userId, placeType, placeId),
    queryFn: async (): Promise<PlaceFlags> =>
      (await apiGet('/api/user/getSinglePlaceData', { userId: userId ?? '', placeType, placeId })).place,
    enabled: userId !== undefined,
  });
  const pending = (usePendingChangesOfPlace(userId, placeType, placeId) ?? []).map(
    (entry) => entry.payload as Partial<PlaceFlags>,
  );
  const flags = withPending(saved.data ?? NO_FLAGS, pending);
  const change = (next: Partial<PlaceFlags>, listed?: ListedPlace) =>
    userId ? changePlaceFlags(userId, placeType, placeId, next, listed) : Promise.resolve();
  return { user, flags, change, loading: userId !== undefined && saved.isPending && pending.length === 0 };
}

/**
 * The signed-in user's flags of every place of a type (one `getPlacesData` call for a whole list of cards), with
 * unsent changes laid over; null when signed out.
 */
export function usePlaceTypeFlags(placeType: PlaceStateType): ReadonlyMap<number, PlaceFlags> | null {
  const user = useSessionUser();
  const userId = user?.id;
  const saved = useQuery({
    queryKey: placeStatesKey(userId, placeType),
    queryFn: async () => (await apiGet('/api/user/getPlacesData', { userId: userId ?? '', placeType })).data,
    enabled: userId !== undefined,
  });
  const pending = usePendingPlaceChanges(userId, placeType);
  return useMemo(() => {
    if (!userId) return null;
    const flags = new Map<number, PlaceFlags>(Object.values(saved.data ?? {}).map((state) => [state.placeId, state]));
    for (const entry of pending ?? []) {
      const placeId = Number(entry.payload.placeId);
      flags.set(placeId, withPending(flags.get(placeId) ?? NO_FLAGS, [entry.payload as Partial<PlaceFlags>]));
    }
    return flags;
  }, [userId, saved.data, pending]);
}

/**
 * The places of one of the user's default lists (my account, the trip picker's tabs) in the chosen categories (none =
 * all, e-shops too, which no trip takes), with unsent changes laid over, so a place just saved on its page is there at
 * once, online or not. The list is read again each time it is shown.
 */
export function usePlaceList(
  userId: string,
  list: PlaceList,
  categories: readonly TripSearchType[],
  locale: RoutedLocale,
  enabled = true,
) {
  const saved = useQuery({
    queryKey: placeListKey(userId, list, categories, locale),
    queryFn: async () =>
      (
        await apiGet('/api/trip/places-search', {
          userId,
          type: list,
          t: [...categories],
          locale,
          limit: TRIP_SEARCH_LIST_LIMIT_MAX,
        })
      ).places,
    staleTime: 0,
    enabled,
  });
  const pending = usePendingPlaceChanges(userId);
  const places = useMemo(
    () => overlayPlaceList(saved.data ?? [], pending ?? [], list, categories),
    [saved.data, pending, list, categories],
  );
  return { places, loaded: saved.data !== undefined, loading: saved.isPending };
}
