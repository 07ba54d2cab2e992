import type { z } from 'zod';
import type { accountUserSchema } from '../../../shared/api/calls/account.ts';
import type { Queryable } from '../../db/database.ts';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  name: string;
  role: 'user' | 'editor';
  newsletter_public: boolean;
  newsletter_professionals: boolean;
}

const COLUMNS = 'id, email, password_hash, name, role, newsletter_public, newsletter_professionals';

export const userById = async (db: Queryable, id: string): Promise<UserRow | undefined> =>
  (await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]))[0];

export const userByEmail = async (db: Queryable, email: string): Promise<UserRow | undefined> =>
  (await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [email]))[0];

/** The signed-in user as the account calls answer it. */
export const toAccountUser = (user: UserRow): z.input<typeof accountUserSchema> => ({
  id: user.id,
  email: user.email,
  role: user.role,
  isLoggedIn: true,
  profile: {
    name: user.name,
    newsletterPublic: user.newsletter_public,
    newsletterProfessionals: user.newsletter_professionals,
  },
});
