import { apiPost } from '../../lib/api-client.ts';

/**
 * Deletes the account on the server (never queued: it cannot be undone). A failure is logged and not shown (spec 02
 * §8 "Account delete failure: Logged; the flow still redirects home"), so this never throws; it tells whether the
 * account is gone.
 */
export async function deleteAccount(
  userId: string,
  send: (userId: string) => Promise<unknown> = (id) => apiPost('/api/user/delete', { userId: id }),
  log: (message: string, error: unknown) => void = (message, error) => console.error(message, error),
): Promise<boolean> {
  try {
    await send(userId);
    return true;
  } catch (error) {
    log('Deleting the account failed', error);
    return false;
  }
}
