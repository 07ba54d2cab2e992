import { changePlaceFlags, usePlaceTypeFlags } from '../../lib/place-states.ts';
import { HeartButton } from './heart-button.tsx';
import { asListedPlace } from './place-toggles.tsx';
import type { SavedPlace } from './save-button.tsx';

/**
 * A signed-in user's heart: pressed when the place is a favorite, with unsent changes laid over (one getPlacesData
 * answer for every card of a type, as the list's marks). A press changes it at once and saves it through the outbox.
 */
export function SignedInHeart({
  target,
  userId,
  title,
  className,
}: {
  target: SavedPlace;
  userId: string;
  title: string;
  className?: string | undefined;
}) {
  const { placeType, placeId, place } = target;
  const on = usePlaceTypeFlags(placeType)?.get(placeId)?.isFavorite ?? false;
  const press = () =>
    void changePlaceFlags(userId, placeType, placeId, { isFavorite: !on }, asListedPlace(placeType, placeId, place));
  return <HeartButton title={title} className={className} on={on} onPress={press} />;
}
