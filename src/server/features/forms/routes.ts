import { formsCalls, NEWSLETTER_UNSUBSCRIBED_PATH } from '../../../shared/api/calls/forms.ts';
import { clientAddress } from '../../lib/auth/client-address.ts';
import { PUBLIC_FORM_LIMITS } from '../../lib/auth/public-form-limits.ts';
import { takeAttempt } from '../../lib/auth/rate-limit.ts';
import { sessionUserId } from '../../lib/auth/sessions.ts';
import { ApiError, notFound } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import { once } from '../../lib/http/idempotency.ts';
import { createMailer } from '../../lib/mail/mailer.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';
import { checkFormValues } from './form-values.ts';
import { findForm } from './forms.repo.ts';
import { newsletterWelcomeMail } from './newsletter-mail.ts';
import { storeSubmission, subscribe, unsubscribe } from './newsletter.repo.ts';

/**
 * CMS forms: definitions, and submissions checked against their form (404 for an unknown form, 400 naming each bad
 * field) and stored. The newsletter: subscribe ('success' with a welcome mail carrying the unsubscribe link, 'old'
 * when already subscribed) and the unsubscribe link. Both writes are rate-limited per client address.
 */
export function registerFormsRoutes(router: ApiRouter, { db, config }: ServerDeps): void {
  const mailer = createMailer(config.smtpUrl);
  const publicUrl = config.publicUrl.replace(/\/$/, '');

  router.bind(formsCalls.form, async ({ id, locale }) => {
    const form = await findForm(db, id, locale);
    if (!form) throw notFound('No such form');
    return form;
  });

  router.bind(formsCalls.saveForm, async ({ formId, locale, ...values }, { c }) => {
    const form = await findForm(db, formId, locale);
    if (!form) throw notFound('No such form');
    const issues = checkFormValues(form, values);
    if (issues.length > 0) throw new ApiError(400, 'validation_failed', 'The request has invalid fields', issues);
    const userId = (await sessionUserId(db, c)) ?? null;
    const limit = () => takeAttempt(db, { key: `form:ip:${clientAddress(c)}`, ...PUBLIC_FORM_LIMITS.cmsForm });
    return once(
      db,
      c,
      userId,
      { formId, locale, ...values },
      async (tx) => {
        await storeSubmission(tx, { formId, locale, values, userId });
        return { status: 'OK' as const };
      },
      { beforeWrite: limit },
    );
  });

  router.bind(formsCalls.newsletter, async (input, { c }) => {
    const limit = async () => {
      await takeAttempt(db, { key: `newsletter:ip:${clientAddress(c)}`, ...PUBLIC_FORM_LIMITS.newsletter });
      await takeAttempt(db, {
        key: `newsletter:email:${input.email.toLowerCase()}`,
        ...PUBLIC_FORM_LIMITS.newsletterPerEmail,
      });
    };
    return once(
      db,
      c,
      null,
      input,
      async (tx, afterCommit) => {
        const { token, ...answer } = await subscribe(tx, input);
        if (token) {
          const link = `${publicUrl}${formsCalls.unsubscribe.path}?token=${token}`;
          afterCommit(() =>
            mailer
              .send({ to: input.email, ...newsletterWelcomeMail(link) })
              .catch((error: unknown) =>
                console.error('[server] The newsletter confirmation could not be mailed:', error),
              ),
          );
        }
        return answer;
      },
      { beforeWrite: limit },
    );
  });

  router.bind(formsCalls.unsubscribe, async ({ token }, { c }) => {
    if (token) await unsubscribe(db, token);
    c.header('Cache-Control', 'no-store');
    return c.redirect(NEWSLETTER_UNSUBSCRIBED_PATH, 302);
  });
}
