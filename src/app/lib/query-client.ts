import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiRequestError, OfflineError } from './api-client.ts';

const TRIES_AFTER_FAILURE = 2;

/** A read the server refused only for now (429: this client has too many costly reads under way) is tried again. */
export const retryWhenBusy = (failures: number, error: Error): boolean =>
  error instanceof ApiRequestError && error.status === 429 && failures < TRIES_AFTER_FAILURE;

/** A read that found no connection while the browser says it is offline: tried again on reconnect, not before. */
const failedOffline = (error: Error): boolean => error instanceof OfflineError && !onlineManager.isOnline();

/**
 * The query cache's defaults: an answer is fresh for a minute; a refused request (4xx) is not tried again, unless it
 * was refused for now (429), and the retries' back-off (1 s, 2 s) is past the server's Retry-After. A read goes out
 * also when the browser says it is offline: the service worker answers it with the last answer it kept (DESIGN.md,
 * read caches), up to 60 days old, where the device's query cache keeps only what the app has used in the last
 * minutes. Without that answer it fails at once, and its screen says it is offline instead of waiting unsaid for the
 * connection; reconnecting reads it again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        staleTime: 60_000,
        retry: (failures, error) =>
          !failedOffline(error) &&
          (retryWhenBusy(failures, error) ||
            (!(error instanceof ApiRequestError && error.status < 500) && failures < TRIES_AFTER_FAILURE)),
      },
    },
  });
}

/** The browser tab's cache (the server makes one per request). */
export const queryClient = createQueryClient();
