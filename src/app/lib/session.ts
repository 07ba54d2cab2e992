import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiGet } from './api-client.ts';
import { sessionToken, setSessionToken, subscribeSessionToken } from './session-token.ts';

export const sessionQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['session', token],
    queryFn: async () => {
      const { user } = await apiGet('/api/auth/session', {});
      // A token the server says it no longer knows (signed out elsewhere, expired) is forgotten here too.
      if (user === null && token) setSessionToken(null);
      return user;
    },
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

/** The signed-in user, null when signed out, undefined while it is being checked. */
export function useSessionUser() {
  const token = useSyncExternalStore(subscribeSessionToken, sessionToken, () => null);
  const query = useQuery(sessionQuery(token));
  if (token === null) return null;
  return query.data === undefined ? (query.isError ? null : undefined) : query.data;
}
