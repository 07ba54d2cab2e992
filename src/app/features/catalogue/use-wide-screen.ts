import { startTransition, useEffect, useState } from 'react';
import { FILTER_SIDEBAR_OPEN_MIN_WIDTH_REM } from '../../../shared/constants/places.ts';

const query = `(min-width: ${FILTER_SIDEBAR_OPEN_MIN_WIDTH_REM}rem)`;

/**
 * True from the width where the filter sidebar stays open (48rem), following resizes and rotation; undefined where
 * the width is not known (the server's page, and the browser's first render of the filter): the styles decide. The
 * width follows in a transition, so that the filter's render for it after the takeover yields to input.
 */
export function useWideScreen(): boolean | undefined {
  const [wide, setWide] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const list = window.matchMedia(query);
    const read = () => startTransition(() => setWide(list.matches));
    read();
    list.addEventListener('change', read);
    return () => list.removeEventListener('change', read);
  }, []);
  return wide;
}
