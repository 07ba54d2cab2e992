import { Suspense } from 'react';
import type { PlaceStateType } from '../../../shared/constants/places.ts';
import { useSessionUser } from '../../lib/session.ts';
import { preloadable } from '../preloadable.ts';
import { useHydrated } from '../use-hydrated.ts';
import { useSignInRequest } from '../use-sign-in-request.ts';
import { HeartButton } from './heart-button.tsx';
import type { ToggledPlace } from './place-toggles.tsx';

// The signed-in heart reads and writes through the device database (the outbox): it loads for signed-in users only.
const SignedInHeart = preloadable(() => import('./signed-in-heart.tsx').then((m) => ({ default: m.SignedInHeart })));

/** The place a heart saves: its state type and id, and what the default lists show of it before the server answers. */
export interface SavedPlace {
  placeType: PlaceStateType;
  placeId: number;
  place: ToggledPlace;
}

/**
 * The save (heart) button of a card or map bubble: the place's favorite toggle (spec 01 §4). Signed in it changes at
 * once and is saved through the outbox, as the detail page's toggle; signed out it opens the sign-in modal; while the
 * session is unknown (the server's page and its takeover) it waits.
 */
export function SaveButton({ target, className }: { target: SavedPlace; className?: string }) {
  const sessionUser = useSessionUser();
  const user = useHydrated() ? sessionUser : undefined;
  const ask = useSignInRequest().open;
  const common = { title: target.place.title, className };
  if (user)
    return (
      <Suspense fallback={<HeartButton {...common} on={false} busy />}>
        <SignedInHeart {...common} target={target} userId={user.id} />
      </Suspense>
    );
  return <HeartButton {...common} on={false} busy={user === undefined} onPress={ask} />;
}
