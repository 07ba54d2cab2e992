import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';

/** The query cache's defaults: an answer is fresh for a minute; a refused request (4xx) is not tried again. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 2,
      },
    },
  });
}

/** The browser tab's cache (the server makes one per request). */
export const queryClient = createQueryClient();
