import type { ApiRouter } from '../../lib/http/api-router.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';
import { createMailer } from '../../lib/mail/mailer.ts';
import { registerAuthRoutes } from './auth-routes.ts';
import { registerPlaceStateRoutes } from './place-state-routes.ts';
import { registerProfileRoutes } from './profile-routes.ts';

/** Profile and settings (profile-routes.ts), sign-up, sign-in, sessions and recovery (auth-routes.ts), place states and ratings. */
export function registerAccountRoutes(router: ApiRouter, { db, config }: ServerDeps): void {
  registerProfileRoutes(router, db);
  registerAuthRoutes(
    router,
    db,
    createMailer(config.smtpUrl),
    config.publicUrl,
    config.editorEmails,
    config.signUpsPerAddressHour,
  );
  registerPlaceStateRoutes(router, db);
}
