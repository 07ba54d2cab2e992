import { accountCalls } from '../../../shared/api/calls/account.ts';
import { notImplemented, unauthorized } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';
import { createMailer } from '../../lib/mail/mailer.ts';
import { registerAuthRoutes } from './auth-routes.ts';
import { registerPlaceStateRoutes } from './place-state-routes.ts';

/**
 * Sign-up, sign-in, sessions and password recovery (auth-routes.ts) and place states (place-state-routes.ts). The
 * profile and settings calls validate their input and answer 401 / 501 until they are built.
 */
export function registerAccountRoutes(router: ApiRouter, { db, config }: ServerDeps): void {
  router.bind(accountCalls.profile, async () => {
    throw unauthorized();
  });
  const writes = [accountCalls.update, accountCalls.delete];
  for (const call of writes) {
    router.bind(call, async () => {
      throw notImplemented(call.path);
    });
  }
  registerAuthRoutes(router, db, createMailer(config.smtpUrl), config.publicUrl);
  registerPlaceStateRoutes(router, db);
}
