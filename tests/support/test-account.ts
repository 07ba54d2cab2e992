import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../src/server/db/database.ts';
import { createSession } from '../../src/server/lib/auth/sessions.ts';

/** A user with a live session, made straight in the database (no sign-up rate limit, no password hashing). */
export async function createTestAccount(db: Queryable, name = 'Test'): Promise<{ userId: string; token: string }> {
  const userId = randomUUID();
  await db.query('INSERT INTO users (id, email, name) VALUES ($1, $2, $3)', [userId, `${userId}@example.cz`, name]);
  return { userId, token: (await createSession(db, userId)).accessToken };
}
