import { useSyncExternalStore } from 'react';
import { FILTER_SIDEBAR_OPEN_MIN_WIDTH_REM } from '../../../shared/constants/places.ts';

const query = `(min-width: ${FILTER_SIDEBAR_OPEN_MIN_WIDTH_REM}rem)`;

/**
 * True from the width where the filter sidebar stays open (48rem), following resizes and rotation; undefined where
 * the width is not known (the server's page, and the browser's first render that takes it over): the styles decide.
 */
export function useWideScreen(): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => undefined,
  );
}
