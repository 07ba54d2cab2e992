import { accountCalls } from '../../../shared/api/calls/account.ts';
import { authCalls } from '../../../shared/api/calls/auth.ts';
import { notImplemented, unauthorized } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';

/**
 * Accounts arrive with their own issue: until then every call validates its input, then answers
 * 401 (reads that need a session) or 501 (writes), and the session call says nobody is signed in.
 */
export function registerAccountRoutes(router: ApiRouter, _deps: ServerDeps): void {
  const needsSession = async () => {
    throw unauthorized();
  };
  router.bind(accountCalls.getPlacesData, needsSession);
  router.bind(accountCalls.getSinglePlaceData, needsSession);
  router.bind(accountCalls.profile, needsSession);
  for (const call of [accountCalls.setPlaceState, accountCalls.defaultPlacesCount, accountCalls.update, accountCalls.delete]) {
    router.bind(call, async () => {
      throw notImplemented(call.path);
    });
  }
  for (const call of [authCalls.signUp, authCalls.signIn, authCalls.signOut, authCalls.recover, authCalls.resetPassword, authCalls.changePassword]) {
    router.bind(call, async () => {
      throw notImplemented(call.path);
    });
  }
  router.bind(authCalls.session, async () => ({ user: null }));
}
