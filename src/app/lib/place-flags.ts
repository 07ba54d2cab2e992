import type { PlaceState } from '../../shared/api/calls/account.ts';
import type { ListedPlace } from '../../shared/api/calls/trips.ts';
import type { useSessionUser } from './session.ts';

export type PlaceFlags = Pick<PlaceState, 'isVisited' | 'isFavorite' | 'isPlannedToVisit' | 'userRating' | 'note'>;

/** A place's yes/no states as the toggles name them (spec 01 §4), each with the flag it sets. */
export type PlaceToggle = 'visited' | 'wishlist' | 'favorite';
export const TOGGLE_FLAG = {
  visited: 'isVisited',
  wishlist: 'isPlannedToVisit',
  favorite: 'isFavorite',
} as const satisfies Record<PlaceToggle, keyof PlaceFlags>;

/** The flags of a place the user has not marked (and of every place for a signed-out visitor). */
export const NO_FLAGS: PlaceFlags = {
  isVisited: false,
  isFavorite: false,
  isPlannedToVisit: false,
  userRating: null,
  note: '',
};

/** One place's flags as a screen shows them, and how to change them. */
export interface PlaceFlagsState {
  /** The signed-in user, null when signed out, undefined while that (or the user's flags' code) is being checked. */
  user: ReturnType<typeof useSessionUser>;
  flags: PlaceFlags;
  change: (next: Partial<PlaceFlags>, listed?: ListedPlace) => Promise<unknown>;
  loading: boolean;
}
