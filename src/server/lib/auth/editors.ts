import type { Context } from 'hono';
import type { Queryable } from '../../db/database.ts';
import { forbidden, unauthorized } from '../http/api-error.ts';
import { requireUserId } from './sessions.ts';
import { userById, type UserRow } from './users.ts';

/**
 * Gives the editor role to a user whose e-mail is in EDITOR_EMAILS, and takes it back from a user who got it from the
 * list and is no longer on it. Editors made in the database (users.role set by hand or by the seed) are left alone.
 */
export async function syncListedEditor(
  db: Queryable,
  user: UserRow,
  editorEmails: readonly string[],
): Promise<UserRow> {
  const listed = editorEmails.includes(user.email.toLowerCase());
  const [row] = await db.query<{ role: UserRow['role'] }>(
    `UPDATE users SET role = CASE WHEN $2::boolean THEN 'editor' ELSE 'user' END, editor_by_list = $2, updated_at = now()
     WHERE id = $1 AND (($2::boolean AND role <> 'editor') OR (NOT $2::boolean AND editor_by_list))
     RETURNING role`,
    [user.id, listed],
  );
  return row ? { ...user, role: row.role } : user;
}

/** The signed-in editor: 401 without a session, 403 for a user who is not an editor (the list is applied first). */
export async function requireEditor(db: Queryable, c: Context, editorEmails: readonly string[]): Promise<UserRow> {
  const user = await userById(db, await requireUserId(db, c));
  if (!user) throw unauthorized();
  const current = await syncListedEditor(db, user, editorEmails);
  if (current.role !== 'editor') throw forbidden('Only editors review requests');
  return current;
}
