import { useBrowserValue } from './use-browser-value.ts';

const subscribeNothing = () => () => undefined;
const inBrowser = () => true;

/**
 * False in the server's render and in the browser's first render of a component, true in every render after: what
 * only the browser knows waits for it, so the server's page and its takeover match.
 */
export const useHydrated = (): boolean => useBrowserValue(subscribeNothing, inBrowser, false);
