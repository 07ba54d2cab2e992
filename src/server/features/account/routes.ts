import { accountCalls } from '../../../shared/api/calls/account.ts';
import { authCalls } from '../../../shared/api/calls/auth.ts';
import { notImplemented, unauthorized } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';

/**
 * Accounts and sign-in arrive with their own issue. Until then every call validates its input
 * first; reads that need a session answer 401, writes 501, and the session call says nobody is
 * signed in.
 */
export function registerAccountRoutes(router: ApiRouter, _deps: ServerDeps): void {
  for (const call of [accountCalls.getPlacesData, accountCalls.getSinglePlaceData, accountCalls.profile]) {
    router.bind(call, async () => {
      throw unauthorized();
    });
  }
  const writes = [
    accountCalls.setPlaceState, accountCalls.defaultPlacesCount, accountCalls.update, accountCalls.delete,
    authCalls.signUp, authCalls.signIn, authCalls.signOut, authCalls.recover, authCalls.resetPassword, authCalls.changePassword,
  ];
  for (const call of writes) {
    router.bind(call, async () => {
      throw notImplemented(call.path);
    });
  }
  router.bind(authCalls.session, async () => ({ user: null }));
}
