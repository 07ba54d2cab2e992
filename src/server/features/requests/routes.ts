import type { z } from 'zod';
import { requestsCalls } from '../../../shared/api/calls/requests.ts';
import type { RequestKind } from '../../../shared/api/calls/review.ts';
import { clientAddress } from '../../lib/auth/client-address.ts';
import { PUBLIC_FORM_LIMITS } from '../../lib/auth/public-form-limits.ts';
import { takeAttempt } from '../../lib/auth/rate-limit.ts';
import { sessionUserId } from '../../lib/auth/sessions.ts';
import { userById } from '../../lib/auth/users.ts';
import { ApiError, notFound } from '../../lib/http/api-error.ts';
import type { ApiRouter, CallHandler, HandlerContext } from '../../lib/http/api-router.ts';
import { once } from '../../lib/http/idempotency.ts';
import { createMailer, type Mailer } from '../../lib/mail/mailer.ts';
import { currentRequestForm } from '../../lib/requests/current-record.ts';
import { checkReferences } from '../../lib/requests/reference-check.ts';
import { KIND_OF_FORM } from '../../lib/requests/request-kinds.ts';
import { requestOptions } from '../../lib/requests/request-options.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';
import { UploadStore } from '../../lib/uploads/upload-store.ts';
import { saveRequest } from './requests.repo.ts';

type SaveCall =
  | typeof requestsCalls.saveEvent
  | typeof requestsCalls.saveEshop
  | typeof requestsCalls.saveRestaurant
  | typeof requestsCalls.saveWine;
type Saved<C extends SaveCall> = z.output<C['input']>;

/**
 * The four request forms (checked by their shared schemas and against the option lists, stored in the approval queue
 * once per Idempotency-Key, confirmed by mail to the authority e-mail), the option lists and current records the forms
 * read, and the three upload steps. Every public write is rate-limited per client address.
 */
export function registerRequestsRoutes(router: ApiRouter, { db, config }: ServerDeps): void {
  const mailer = createMailer(config.smtpUrl);
  const uploads = UploadStore.forConfig(db, config);
  uploads.removeStale().catch((error: unknown) => console.error('[server] Stale uploads could not be removed:', error));

  router.bind(requestsCalls.options, () => requestOptions(db));
  router.bind(requestsCalls.current, async ({ kind, id }) => {
    const record = await currentRequestForm(db, KIND_OF_FORM[kind], id);
    if (!record) throw notFound('No such record');
    return record;
  });

  const bindSave = <C extends SaveCall>(call: C, kind: RequestKind, authorityEmail: (input: Saved<C>) => string) => {
    const handler = async (input: Saved<C>, { c }: HandlerContext) => {
      const userId = (await sessionUserId(db, c)) ?? null;
      const limit = () =>
        takeAttempt(db, { key: `request:${kind}:ip:${clientAddress(c)}`, ...PUBLIC_FORM_LIMITS.requestSave });
      return once(
        db,
        c,
        userId,
        input,
        async (tx, afterCommit) => {
          const payload = input as Record<string, unknown>;
          const issues = await checkReferences(tx, payload);
          if (issues.length > 0) throw new ApiError(400, 'validation_failed', 'The request has invalid fields', issues);
          const submitterEmail = userId ? ((await userById(tx, userId))?.email ?? null) : null;
          const recordId = typeof payload.id === 'number' ? payload.id : 0;
          // The confirmation is mailed once the request is stored for good.
          const mailAfterCommit: Mailer = { send: async (mail) => afterCommit(() => mailer.send(mail)) };
          return saveRequest(tx, mailAfterCommit, {
            kind,
            recordId,
            payload,
            authorityEmail: authorityEmail(input),
            submitterEmail,
            idempotencyKey: c.req.header('Idempotency-Key'),
          });
        },
        { beforeWrite: limit },
      );
    };
    // The four calls answer alike; TypeScript cannot follow that through the union of their inputs.
    router.bind(call, handler as unknown as CallHandler<C>);
  };
  bindSave(requestsCalls.saveEvent, 'event', (r: Saved<typeof requestsCalls.saveEvent>) => r.authorityEmail);
  bindSave(requestsCalls.saveEshop, 'eshop', (r: Saved<typeof requestsCalls.saveEshop>) => r.authorityEmail);
  bindSave(
    requestsCalls.saveRestaurant,
    'restaurant',
    (r: Saved<typeof requestsCalls.saveRestaurant>) => r.authorityEmail,
  );
  bindSave(
    requestsCalls.saveWine,
    'wine_entity',
    (r: Saved<typeof requestsCalls.saveWine>) => r.authority[0]?.email ?? '',
  );

  router.bind(requestsCalls.getUploadUrl, async ({ filename }, { c }) => {
    await takeAttempt(db, { key: `upload:ip:${clientAddress(c)}`, ...PUBLIC_FORM_LIMITS.upload });
    return uploads.address(filename);
  });
  router.bind(requestsCalls.upload, async ({ token }, { c }) => {
    await uploads.receive(token, c.req.header('Content-Length'), c.req.raw.body);
    return { status: 'OK' as const };
  });
  router.bind(requestsCalls.createUpload, ({ type, path }) => uploads.finish(path, type));
}
