import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';

const TRIES_AFTER_FAILURE = 2;

/** A read the server refused only for now (429: this client has too many costly reads under way) is tried again. */
export const retryWhenBusy = (failures: number, error: Error): boolean =>
  error instanceof ApiRequestError && error.status === 429 && failures < TRIES_AFTER_FAILURE;

/**
 * The query cache's defaults: an answer is fresh for a minute; a refused request (4xx) is not tried again, unless it
 * was refused for now (429), and the retries' back-off (1 s, 2 s) is past the server's Retry-After.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (failures, error) =>
          retryWhenBusy(failures, error) ||
          (!(error instanceof ApiRequestError && error.status < 500) && failures < TRIES_AFTER_FAILURE),
      },
    },
  });
}

/** The browser tab's cache (the server makes one per request). */
export const queryClient = createQueryClient();
