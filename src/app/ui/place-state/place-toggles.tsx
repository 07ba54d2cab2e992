import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { ListedPlace, TripPlace } from '../../../shared/api/calls/trips.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { heldByTrips, type PlaceStateType } from '../../../shared/constants/places.ts';
import { TOGGLE_FLAG, type PlaceFlags, type PlaceFlagsState, type PlaceToggle } from '../../lib/place-flags.ts';
import { LazyAddToTripDialog, usePreloadedAddToTripDialog } from '../trips/lazy-add-to-trip-dialog.tsx';
import { useHydrated } from '../use-hydrated.ts';
import { useSignInRequest } from '../use-sign-in-request.ts';
import { WithPlaceFlags } from './with-place-flags.tsx';
import '../trips/texts.ts';
import './texts.ts';
import './place-state.css';

/** What the add-to-trip dialog needs to show the place in a trip before the server answers. */
export type ToggledPlace = Pick<TripPlace, 'title' | 'url' | 'city' | 'image' | 'latitude' | 'longitude'> & {
  types?: string[];
};

/** A detail record as the place the toggles act on (a wine entity with its catalogue types). */
export const toggledPlace = (place: {
  title: string;
  url: string;
  city: string | null;
  image: { url: string } | null;
  location: { latitude: number; longitude: number } | null;
  wineEntityTypes?: readonly string[];
}): ToggledPlace => ({
  title: place.title,
  url: place.url,
  city: place.city,
  image: place.image?.url ?? null,
  latitude: place.location?.latitude ?? null,
  longitude: place.location?.longitude ?? null,
  ...(place.wineEntityTypes ? { types: [...place.wineEntityTypes] } : {}),
});

/** The place as a trip and the default lists show it; its catalogue types sorted as the server sorts them. */
export const asListedPlace = (placeType: PlaceStateType, placeId: number, place: ToggledPlace): ListedPlace => ({
  id: placeId,
  type: placeType,
  slug: '',
  dateFrom: null,
  dateTo: null,
  ...place,
  types: [...(place.types ?? (placeType === 'wine_entity' ? [] : [placeType]))].sort(),
});

interface PlaceTogglesProps {
  toggles: readonly PlaceToggle[];
  placeType: PlaceStateType;
  placeId: number;
  place: ToggledPlace;
  locale: RoutedLocale;
  /** The group's name when it is not the spec's "Moje místa" (the detail's action bar). */
  label?: string;
  /** Also a "Přidat do výletu" button, which opens the trip dialog whatever the wishlist's state. */
  withTrip?: boolean;
  /** More actions in the same group, after the toggles. */
  children?: ReactNode;
}

/**
 * Visited / wishlist / favorite toggles (spec 01 §4). Signed in, visited and favorite change at once and are saved
 * through the outbox; wishlist off saves at once, wishlist on opens the add-to-trip dialog and is set once the place
 * is in a trip. Signed out, any toggle opens the sign-in modal (`signin=1`).
 */
export function PlaceToggles(props: PlaceTogglesProps) {
  return (
    <WithPlaceFlags placeType={props.placeType} placeId={props.placeId}>
      {(state) => <Toggles {...props} state={state} />}
    </WithPlaceFlags>
  );
}

function Toggles({
  toggles,
  placeType,
  placeId,
  place,
  locale,
  label,
  withTrip = false,
  children,
  state,
}: PlaceTogglesProps & { state: PlaceFlagsState }) {
  const { t } = useTranslation();
  const listed = asListedPlace(placeType, placeId, place);
  const ask = useSignInRequest().open;
  const { user: sessionUser, flags, change } = state;
  // The session lives in this browser: until the app has taken the page over, the toggles wait (busy) instead of
  // acting for a signed-out visitor, which a signed-in one clicking early would get (the sign-in modal).
  const user = useHydrated() ? sessionUser : undefined;
  const [choosingTrip, setChoosingTrip] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  usePreloadedAddToTripDialog(Boolean(user));
  const press = (toggle: PlaceToggle, on: boolean) => {
    if (!user) return ask();
    if (toggle === 'wishlist' && !on) return setChoosingTrip(true);
    return void change({ [TOGGLE_FLAG[toggle]]: !on } as Partial<PlaceFlags>, listed);
  };
  return (
    <div
      className="place-toggles"
      role="group"
      aria-label={label ?? t('placeState.toggles')}
      aria-busy={user === undefined}
    >
      {toggles.map((toggle) => {
        const on = user ? flags[TOGGLE_FLAG[toggle]] : false;
        return (
          <button
            key={toggle}
            type="button"
            className={`place-toggle place-toggle--${toggle}`}
            aria-pressed={on}
            disabled={user === undefined}
            onClick={() => press(toggle, on)}
          >
            {t(`placeState.${toggle}`)}
          </button>
        );
      })}
      {withTrip && (
        <button
          type="button"
          className="place-toggle place-toggle--trip"
          disabled={user === undefined}
          onClick={() => (user ? setChoosingTrip(true) : ask())}
        >
          {t('trips.addToTrip')}
        </button>
      )}
      {children}
      {added && (
        <p className="place-toggles__note" role="status">
          {t('trips.added', { title: added })}
        </p>
      )}
      {choosingTrip && heldByTrips(listed) && (
        <LazyAddToTripDialog
          places={[listed]}
          locale={locale}
          onClose={() => setChoosingTrip(false)}
          onAdded={(title) => {
            setChoosingTrip(false);
            setAdded(title);
            void change({ isPlannedToVisit: true }, listed);
          }}
        />
      )}
    </div>
  );
}
