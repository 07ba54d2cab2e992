import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { apiGet } from './api-client.ts';
import { localDb } from './local-db.ts';
import { enqueue, onSent } from './outbox.ts';
import { queryClient } from './query-client.ts';
import { useSessionUser } from './session.ts';

export type PlaceKind = 'wine_entity' | 'restaurant' | 'event';
export interface PlaceFlags { isVisited: boolean; isFavorite: boolean; isPlannedToVisit: boolean }

const SET_PLACE_STATE = '/api/user/setPlaceState';
const NONE: PlaceFlags = { isVisited: false, isFavorite: false, isPlannedToVisit: false };
const placeStateKey = (userId: string | undefined, placeType: PlaceKind, placeId: number) => ['placeState', userId, placeType, placeId] as const;
export const placeSubject = (placeType: PlaceKind, placeId: number) => `place:${placeType}:${placeId}`;

// A sent change's answer is the place's saved state: show it without asking again.
onSent((entry, answer) => {
  if (entry.path !== SET_PLACE_STATE) return;
  const { userId, placeType, placeId } = entry.payload as { userId: string; placeType: PlaceKind; placeId: number };
  const place = (answer as { place?: PlaceFlags } | null)?.place;
  if (place) queryClient.setQueryData(placeStateKey(userId, placeType, placeId), place);
  void queryClient.invalidateQueries({ queryKey: ['defaultPlacesCount', userId] });
});

/** Unsent changes laid over the saved state, oldest first: what the user did is what the screen shows. */
export function withPending(saved: PlaceFlags, pending: readonly Partial<PlaceFlags>[]): PlaceFlags {
  return pending.reduce<PlaceFlags>((state, change) => ({
    isVisited: change.isVisited ?? state.isVisited,
    isFavorite: change.isFavorite ?? state.isFavorite,
    isPlannedToVisit: change.isPlannedToVisit ?? state.isPlannedToVisit,
  }), saved);
}

/**
 * The signed-in user's flags of one place and a way to change them. A change goes to the outbox (Dexie) and shows
 * at once; the sync driver sends it with its Idempotency-Key, now or once the connection is back.
 */
export function usePlaceFlags(placeType: PlaceKind, placeId: number) {
  const user = useSessionUser();
  const userId = user?.id;
  const saved = useQuery({
    queryKey: placeStateKey(userId, placeType, placeId),
    queryFn: async () => (await apiGet('/api/user/getSinglePlaceData', { userId: userId ?? '', placeType, placeId })).place as PlaceFlags,
    enabled: userId !== undefined,
  });
  const subject = placeSubject(placeType, placeId);
  const pending = useLiveQuery(
    async () => (await localDb.outbox.where('subject').equals(subject).sortBy('seq'))
      .filter((entry) => entry.status === 'pending' && entry.payload.userId === userId)
      .map((entry) => entry.payload as Partial<PlaceFlags>),
    [subject, userId],
  ) ?? [];
  const flags = withPending(saved.data ?? NONE, pending);
  const change = (next: Partial<PlaceFlags>) => {
    if (!userId) return Promise.resolve();
    return enqueue(SET_PLACE_STATE, { userId, placeType, placeId, ...next, changedAt: new Date().toISOString() }, subject);
  };
  return { user, flags, change, loading: userId !== undefined && saved.isPending && pending.length === 0 };
}
