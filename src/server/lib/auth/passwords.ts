import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** The most used passwords of the public leak lists (zxcvbn's ranked list), refused as new passwords. */
const COMMON_PASSWORD_COUNT = 10_000;
const common = new Set(dictionary.passwords.slice(0, COMMON_PASSWORD_COUNT).map((password) => password.toLowerCase()));

export const isCommonPassword = (password: string): boolean => common.has(password.toLowerCase());

/** argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's recommended minimum). */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
