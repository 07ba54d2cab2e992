import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiWriteError, OfflineError } from '../../lib/api-client.ts';

/**
 * Shows a refused submit where it belongs: the server's field errors on their fields, its message (the spec's
 * sign-in texts) above the form, and plain words for too many attempts, no connection or anything else.
 */
export function showSubmitError<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>, t: (key: string) => string): string | undefined {
  if (error instanceof OfflineError) return t('auth.offline');
  if (!(error instanceof ApiWriteError)) return t('auth.failed');
  if (error.status === 429) return t('auth.tooMany');
  const known = error.fields.filter((field) => (fields as readonly string[]).includes(field.path));
  for (const field of known) setError(field.path as Path<T>, { type: 'server', message: field.message });
  if (known.length > 0) return undefined;
  return error.status < 500 ? error.message : t('auth.failed');
}
