import { useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client.ts';
import { setSessionToken } from '../../lib/session-token.ts';

/** Signing out always works here; the server is told when it can be reached (a failure is only logged, spec 02 §8). */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await apiPost('/api/auth/sign-out', {}).catch((error: unknown) => console.warn('sign-out', error));
    setSessionToken(null);
    queryClient.removeQueries({ queryKey: ['session'] });
  };
}
