import type { RequestKind, RequestStatus, ReviewDetail, ReviewListItem } from '../../../shared/api/calls/review.ts';
import type { Queryable } from '../../db/database.ts';
import { text } from '../../lib/requests/payload-read.ts';

export interface RequestRow {
  id: number;
  kind: RequestKind;
  target_id: number | null;
  payload: Record<string, unknown>;
  status: RequestStatus;
  submitter_email: string | null;
  reject_reason: string | null;
  created_at: string;
}

const COLUMNS = 'id, kind, target_id, payload, status, submitter_email, reject_reason, created_at';
/** The review list shows at most this many requests of one status (the oldest first: those waiting longest). */
const LIST_LIMIT = 500;

export const toItem = (row: RequestRow): ReviewListItem => ({
  id: row.id,
  kind: row.kind,
  targetId: row.target_id,
  title: text(row.payload.title),
  submitterEmail: row.submitter_email,
  createdAt: new Date(row.created_at).toISOString(),
  status: row.status,
});

export async function listRequests(db: Queryable, status: RequestStatus): Promise<ReviewListItem[]> {
  const rows = await db.query<RequestRow>(
    `SELECT ${COLUMNS} FROM requests WHERE status = $1 ORDER BY created_at, id LIMIT ${LIST_LIMIT}`,
    [status],
  );
  return rows.map(toItem);
}

/** One request; `lock` holds it for the deciding transaction, so two editors cannot decide it both. */
export async function findRequest(db: Queryable, id: number, lock = false): Promise<RequestRow | undefined> {
  const [row] = await db.query<RequestRow>(
    `SELECT ${COLUMNS} FROM requests WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row;
}

export function toDetail(row: RequestRow, diff: ReviewDetail['diff']): ReviewDetail {
  return { ...toItem(row), rejectReason: row.reject_reason, payload: row.payload, diff };
}

export async function decide(
  db: Queryable,
  id: number,
  status: 'approved' | 'rejected',
  editorId: string,
  reason: string | null,
): Promise<void> {
  await db.query(
    'UPDATE requests SET status = $2, decided_at = now(), decided_by = $3, reject_reason = $4 WHERE id = $1',
    [id, status, editorId, reason],
  );
}
