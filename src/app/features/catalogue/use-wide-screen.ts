import { FILTER_SIDEBAR_OPEN_MIN_WIDTH_REM } from '../../../shared/constants/places.ts';
import { useBrowserValue } from '../../ui/use-browser-value.ts';

const query = `(min-width: ${FILTER_SIDEBAR_OPEN_MIN_WIDTH_REM}rem)`;

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};
const isWide = () => window.matchMedia(query).matches;

/**
 * True from the width where the filter sidebar stays open (48rem), following resizes and rotation; undefined where
 * the width is not known (the server's page, and the browser's first render of the filter): the styles decide.
 */
export const useWideScreen = (): boolean | undefined =>
  useBrowserValue<boolean | undefined>(subscribe, isWide, undefined);
