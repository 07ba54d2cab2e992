import { Suspense, type ReactNode } from 'react';
import type { PlaceStateType } from '../../../shared/constants/places.ts';
import { NO_FLAGS, type PlaceFlagsState } from '../../lib/place-flags.ts';
import { useSessionUser } from '../../lib/session.ts';
import { preloadable } from '../preloadable.ts';

const PlaceFlagsReader = preloadable(() =>
  import('./place-flags-reader.tsx').then((m) => ({ default: m.PlaceFlagsReader })),
);

const unchanged = () => Promise.resolve();

/** A place and what renders its flags. */
export interface PlaceFlagsProps {
  placeType: PlaceStateType;
  placeId: number;
  children: (state: PlaceFlagsState) => ReactNode;
}

/**
 * One place's flags for `children`: for a signed-in user read (with the device's outbox) by code that loads then;
 * signed out, or while the session or that code is on its way, no flags. The device database is not part of a page's
 * first script: the server's page shows no user's flags, and the visitor is known only once the page is taken over.
 */
export function WithPlaceFlags({ placeType, placeId, children }: PlaceFlagsProps) {
  const user = useSessionUser();
  if (!user) return children({ user, flags: NO_FLAGS, change: unchanged, loading: false });
  return (
    <Suspense fallback={children({ user: undefined, flags: NO_FLAGS, change: unchanged, loading: true })}>
      <PlaceFlagsReader placeType={placeType} placeId={placeId}>
        {children}
      </PlaceFlagsReader>
    </Suspense>
  );
}
