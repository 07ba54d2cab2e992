import { usePlaceFlags } from '../../lib/place-states.ts';
import type { PlaceFlagsProps } from './with-place-flags.tsx';

/**
 * Reads the signed-in user's flags of one place (saved, with the device's unsent changes laid over) for what renders
 * them. A module of its own so that the device database loads for signed-in users only, after the page is taken over.
 */
export function PlaceFlagsReader({ placeType, placeId, children }: PlaceFlagsProps) {
  return children(usePlaceFlags(placeType, placeId));
}
