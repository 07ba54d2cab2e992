import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import type { Query } from '@tanstack/react-query';
import { localDb, setQueryCacheCopyKeeper } from './local-db.ts';
import { persistedContentKey } from './persisted-content.ts';
import { queryClient } from '../lib/query-client.ts';

const KEY = 'tanstack-query';
const MAX_AGE_MS = 14 * 86_400_000;

/** The content last written to the device (persistedContentKey), or undefined when the device's copy is unknown. */
let written: string | undefined;
/** The write of that content: a save of the same content waits for it rather than answering before it is kept. */
let writing: Promise<void> = Promise.resolve();

/**
 * The query cache in IndexedDB (Dexie), so what a traveller has seen is there after a cold start without signal.
 * TanStack asks for a write on every cache event (about ten for one tick of a list filter, each the whole cache as
 * JSON: a megabyte once the map has been seen); only those that change what is kept are written, at once.
 */
const indexedDbPersister: Persister = {
  persistClient: async (client: PersistedClient) => {
    const content = persistedContentKey(client);
    if (content === written) return writing;
    written = content;
    writing = localDb.queryCache.put({ key: KEY, value: JSON.stringify(client) }).then(
      () => undefined,
      (error: unknown) => {
        if (written === content) written = undefined;
        throw error;
      },
    );
    return writing;
  },
  restoreClient: async () => {
    const stored = await localDb.queryCache.get(KEY);
    return stored ? (JSON.parse(stored.value) as PersistedClient) : undefined;
  },
  removeClient: async () => {
    written = undefined;
    await localDb.queryCache.delete(KEY);
  },
};

const options = {
  queryClient,
  persister: indexedDbPersister,
  maxAge: MAX_AGE_MS,
  // The session and sync state are re-read live, and a query may opt out (`meta.persist: false`, e.g. what a
  // draft holds: it lives in its own table); lists and details are what is worth keeping.
  dehydrateOptions: {
    shouldDehydrateQuery: (query: Query) =>
      query.state.status === 'success' && query.queryKey[0] !== 'session' && query.meta?.persist !== false,
  },
};

/**
 * The cache as the device kept it, put back, and kept from then on: before the offline shell renders (a page seen
 * online then opens without a connection), or once a page the server rendered has been taken over (earlier, old
 * answers would arrive during the takeover; an answer older than the cache's own is never put back).
 */
export async function restoreQueriesFromDevice(): Promise<void> {
  await persistQueryClientRestore(options).catch(() => undefined);
  persistQueryClientSubscribe(options);
  setQueryCacheCopyKeeper(() => persistQueryClientSave(options));
  // What the cache held before (the server's page data) is kept now, not only at the next change; the page does not
  // wait for the write.
  void persistQueryClientSave(options).catch(() => undefined);
}
