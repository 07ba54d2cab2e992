let keepNow: (() => Promise<void>) | undefined;

/** Set once the device keeps the query cache (query-persistence): writes what the cache holds now, or waits for it. */
export function setDeviceQueryCopyKeeper(keep: () => Promise<void>): void {
  keepNow = keep;
}

/**
 * Resolves once the device's copy of the query cache holds what the cache holds now. Before the device keeps the cache
 * it resolves at once: the whole cache is written when the device starts keeping it.
 */
export function deviceQueryCopyHoldsCache(): Promise<void> {
  return keepNow ? keepNow().catch(() => undefined) : Promise.resolve();
}
