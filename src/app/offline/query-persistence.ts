import { persistQueryClient, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';
import { localDb } from './local-db.ts';
import { queryClient } from '../lib/query-client.ts';

const KEY = 'tanstack-query';
const MAX_AGE_MS = 14 * 86_400_000;

/** The query cache in IndexedDB (Dexie), so what a traveller has seen is there after a cold start without signal. */
const indexedDbPersister: Persister = {
  persistClient: async (client: PersistedClient) => {
    await localDb.queryCache.put({ key: KEY, value: JSON.stringify(client) });
  },
  restoreClient: async () => {
    const stored = await localDb.queryCache.get(KEY);
    return stored ? (JSON.parse(stored.value) as PersistedClient) : undefined;
  },
  removeClient: async () => {
    await localDb.queryCache.delete(KEY);
  },
};

export function persistQueries(): void {
  persistQueryClient({
    queryClient,
    persister: indexedDbPersister,
    maxAge: MAX_AGE_MS,
    // The session and sync state are re-read live, and a query may opt out (`meta.persist: false`, e.g. what a
    // draft holds: it lives in its own table); lists and details are what is worth keeping.
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && query.queryKey[0] !== 'session' && query.meta?.persist !== false,
    },
  });
}
