import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * False in the server's render and in the browser's render that takes it over, true in every render after (and from
 * the first when the app renders the page itself): what only the browser knows waits for it, so both renders match.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
