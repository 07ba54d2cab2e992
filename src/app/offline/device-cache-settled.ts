import { useSyncExternalStore } from 'react';

let settled = false;
const listeners = new Set<() => void>();

/**
 * Says that the device's copy of the query cache has been put back and is kept from now on, or cannot be: a change
 * made before that (a heart tapped during the takeover) would be missing from the copy a reload starts from.
 */
export function markDeviceCacheSettled(): void {
  if (settled) return;
  settled = true;
  for (const listener of listeners) listener();
}

/** True once `markDeviceCacheSettled` has been called; false on the server. */
export function useDeviceCacheSettled(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => settled,
    () => false,
  );
}
