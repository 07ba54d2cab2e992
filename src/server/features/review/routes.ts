import { reviewCalls } from '../../../shared/api/calls/review.ts';
import { requireEditor } from '../../lib/auth/editors.ts';
import { ApiError, notFound } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import { createMailer } from '../../lib/mail/mailer.ts';
import { currentRequestForm } from '../../lib/requests/current-record.ts';
import { requestDecisionMail } from '../../lib/requests/request-mail.ts';
import { requestOptions } from '../../lib/requests/request-options.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';
import { applyRequest } from './approve.ts';
import { decide, findRequest, listRequests, toDetail } from './review.repo.ts';
import { optionTitles, requestDiff } from './review-diff.ts';

const decided = () => new ApiError(409, 'already_decided', 'The request has already been decided');

/**
 * The editor's review (DESIGN.md job 3): the requests of a status, what each changes, approve (writes the catalogue
 * record in the same transaction, then forgets the kept public answers so lists and search show it at once) or reject
 * with a reason mailed to the submitter. Every call needs an editor's session (401 / 403).
 */
export function registerReviewRoutes(router: ApiRouter, { db, config }: ServerDeps): void {
  const mailer = createMailer(config.smtpUrl);
  const editor = (c: Parameters<typeof requireEditor>[1]) => requireEditor(db, c, config.editorEmails);

  router.bind(reviewCalls.list, async ({ status }, { c }) => {
    await editor(c);
    return { items: await listRequests(db, status) };
  });

  router.bind(reviewCalls.detail, async ({ id }, { c }) => {
    await editor(c);
    const row = await findRequest(db, id);
    if (!row) throw notFound('No such request');
    const current = row.target_id === null ? null : ((await currentRequestForm(db, row.kind, row.target_id)) ?? null);
    return toDetail(row, requestDiff(row.payload, current, optionTitles(await requestOptions(db))));
  });

  router.bind(reviewCalls.approve, async ({ id }, { c }) => {
    const { id: editorId } = await editor(c);
    const result = await db.transaction(async (tx) => {
      const row = await findRequest(tx, id, true);
      if (!row) throw notFound('No such request');
      if (row.status !== 'pending') throw decided();
      const record = await applyRequest(tx, row.kind, row.payload, row.target_id);
      await decide(tx, id, 'approved', editorId, null);
      return { row, answer: { id, status: 'approved' as const, targetId: record.id, url: record.url } };
    });
    if (result.row.submitter_email) {
      await mailer
        .send({
          to: result.row.submitter_email,
          ...requestDecisionMail(result.row, {
            approved: true,
            link: `${config.publicUrl.replace(/\/$/, '')}${result.answer.url}`,
          }),
        })
        .catch((error: unknown) => console.error('[server] The approval could not be mailed:', error));
    }
    return result.answer;
  });

  router.bind(reviewCalls.reject, async ({ id, reason }, { c }) => {
    const { id: editorId } = await editor(c);
    const row = await db.transaction(async (tx) => {
      const found = await findRequest(tx, id, true);
      if (!found) throw notFound('No such request');
      if (found.status !== 'pending') throw decided();
      await decide(tx, id, 'rejected', editorId, reason);
      return found;
    });
    if (row.submitter_email) {
      await mailer
        .send({ to: row.submitter_email, ...requestDecisionMail(row, { approved: false, reason }) })
        .catch((error: unknown) => console.error('[server] The rejection could not be mailed:', error));
    }
    return { id, status: 'rejected' as const };
  });
}
