import { accountCalls } from '../../../shared/api/calls/account.ts';
import { notImplemented, unauthorized } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';
import { createMailer } from '../../lib/mail/mailer.ts';
import { registerAuthRoutes } from './auth-routes.ts';

/**
 * Sign-up, sign-in, sessions and password recovery (auth-routes.ts). The account's own reads and writes (place
 * states, profile, settings) validate their input and answer 401 / 501 until they are built.
 */
export function registerAccountRoutes(router: ApiRouter, { db, config }: ServerDeps): void {
  for (const call of [accountCalls.getPlacesData, accountCalls.getSinglePlaceData, accountCalls.profile]) {
    router.bind(call, async () => {
      throw unauthorized();
    });
  }
  const writes = [accountCalls.setPlaceState, accountCalls.defaultPlacesCount, accountCalls.update, accountCalls.delete];
  for (const call of writes) {
    router.bind(call, async () => {
      throw notImplemented(call.path);
    });
  }
  registerAuthRoutes(router, db, createMailer(config.smtpUrl), config.publicUrl);
}
