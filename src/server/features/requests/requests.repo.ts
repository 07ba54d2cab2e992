import type { RequestKind } from '../../../shared/api/calls/review.ts';
import type { Queryable } from '../../db/database.ts';
import { PUBLIC_FORM_LIMITS } from '../../lib/auth/public-form-limits.ts';
import { tryAttempt } from '../../lib/auth/rate-limit.ts';
import { notFound } from '../../lib/http/api-error.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { KIND_TABLE } from '../../lib/requests/request-kinds.ts';
import { requestConfirmationMail } from '../../lib/requests/request-mail.ts';

export interface RequestToSave {
  kind: RequestKind;
  /** The edited record; 0 adds a new one. */
  recordId: number;
  authorityEmail: string;
  payload: Record<string, unknown>;
  /** The signed-in submitter's e-mail, if any: decisions go there, else to the authority e-mail. */
  submitterEmail: string | null;
  idempotencyKey: string | undefined;
}

/**
 * Stores a submitted request in the approval queue (status pending) and mails a confirmation to the authority e-mail.
 * The Idempotency-Key is kept on the row too, so two copies of one submission racing each other store it once and
 * mail once. A mail that cannot be sent does not lose the request: it is logged. The authority e-mail is whatever
 * was typed, so an address gets only a few confirmations a day; past that the request is stored without one.
 */
export async function saveRequest(
  db: Queryable,
  mailer: Mailer,
  request: RequestToSave,
): Promise<{ id: number; status: 'pending' }> {
  const targetId = request.recordId > 0 ? request.recordId : null;
  if (targetId !== null) {
    const [exists] = await db.query(`SELECT 1 FROM ${KIND_TABLE[request.kind]} WHERE id = $1`, [targetId]);
    if (!exists) throw notFound('No such record to edit');
  }
  const [inserted] = await db.query<{ id: number }>(
    `INSERT INTO requests (kind, target_id, payload, submitter_email, idempotency_key) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [
      request.kind,
      targetId,
      JSON.stringify(request.payload),
      request.submitterEmail ?? request.authorityEmail,
      request.idempotencyKey ?? null,
    ],
  );
  if (!inserted) {
    const [stored] = await db.query<{ id: number }>('SELECT id FROM requests WHERE idempotency_key = $1', [
      request.idempotencyKey,
    ]);
    if (!stored) throw new Error('The request was neither stored nor found');
    return { id: stored.id, status: 'pending' };
  }
  const confirmationKey = `request-confirmation:email:${request.authorityEmail.toLowerCase()}`;
  if (await tryAttempt(db, { key: confirmationKey, ...PUBLIC_FORM_LIMITS.requestConfirmationPerEmail })) {
    await mailer
      .send({
        to: request.authorityEmail,
        ...requestConfirmationMail({ id: inserted.id, kind: request.kind, target_id: targetId }),
      })
      .catch((error: unknown) => console.error('[server] The request confirmation could not be mailed:', error));
  }
  return { id: inserted.id, status: 'pending' };
}
