import { startTransition, useEffect, useState } from 'react';

/**
 * False in the server's render and in the browser's first render of a component, true in every render after: what
 * only the browser knows waits for it, so the server's page and its takeover match. The change follows in a
 * transition, so that after the takeover every component that waited renders in one pass that yields to input
 * (useSyncExternalStore's render for it would be one long task on a slow phone).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
