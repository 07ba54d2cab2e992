import type { ListedPlace } from '../../shared/api/calls/trips.ts';
import {
  TRIP_SEARCH_TYPE_DOC_TYPES,
  type TripSearchSource,
  type TripSearchType,
} from '../../shared/constants/account.ts';
import type { OutboxEntry } from '../offline/records.ts';

/** One of the user's default lists (my account, the trip picker's tabs), as the place search names it. */
export type PlaceList = Exclude<TripSearchSource, 'all'>;

/** The flag of a place state that puts a place on each list. */
const LIST_FLAG = {
  favorite: 'isFavorite',
  plannedToVisit: 'isPlannedToVisit',
  visited: 'isVisited',
} as const satisfies Record<PlaceList, string>;

/** An unsent place-state change: the flags it sets, and (`view`) the place as a list shows it, kept with the change. */
export type PendingPlaceChange = Pick<OutboxEntry, 'payload' | 'view'>;

const keyOf = (placeType: unknown, placeId: unknown) => `${String(placeType)}:${String(placeId)}`;

const asListedPlace = (view: unknown): ListedPlace | null =>
  typeof view === 'object' && view !== null && 'title' in view && 'url' in view && 'types' in view
    ? (view as ListedPlace)
    : null;

/** A place belongs to the chosen categories (none = all) when one of its catalogue types is among them, as on the server. */
const inCategories = (place: ListedPlace, categories: readonly TripSearchType[]) =>
  categories.length === 0 ||
  categories.some((category) => TRIP_SEARCH_TYPE_DOC_TYPES[category].some((docType) => place.types.includes(docType)));

/**
 * A default list as the user left it: the server's places with the unsent changes of their flag laid over, oldest
 * first (DESIGN.md outbox). A place switched off leaves the list; one switched on joins it at the top, shown by the
 * place its change carries. Laying over a change the server already has changes nothing, so this is safe while an
 * answer is on its way.
 */
export function overlayPlaceList(
  saved: readonly ListedPlace[],
  pending: readonly PendingPlaceChange[],
  list: PlaceList,
  categories: readonly TripSearchType[],
): ListedPlace[] {
  const flag = LIST_FLAG[list];
  const latest = new Map<string, { on: boolean; place: ListedPlace | null }>();
  for (const change of pending) {
    const on = change.payload[flag];
    if (typeof on !== 'boolean') continue;
    const key = keyOf(change.payload.placeType, change.payload.placeId);
    latest.set(key, { on, place: asListedPlace(change.view) ?? latest.get(key)?.place ?? null });
  }
  if (latest.size === 0) return [...saved];
  const kept = saved.filter((place) => latest.get(keyOf(place.type, place.id))?.on !== false);
  const shown = new Set(kept.map((place) => keyOf(place.type, place.id)));
  const joined = [...latest].flatMap(([key, { on, place }]) =>
    on && place && !shown.has(key) && inCategories(place, categories) ? [place] : [],
  );
  return [...joined.reverse(), ...kept];
}
