import { useSyncExternalStore } from 'react';
import { NARROW_BREAKPOINT_PX } from '../../shared/constants/content.ts';

const query = `(max-width: ${NARROW_BREAKPOINT_PX - 1}px)`;

/** Whether the screen is below the 768 px breakpoint now: for what is decided at the moment of an action. */
export const isNarrowScreen = (): boolean => window.matchMedia(query).matches;

/** True below the 768 px breakpoint (spec 01 §9), following resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    isNarrowScreen,
    () => false,
  );
}
