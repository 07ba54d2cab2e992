import { useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { ApiRequestError, OfflineError } from '../../lib/api-client.ts';
import './texts.ts';

/**
 * Shows a refused submit where it belongs: the server's field errors on their fields, its message (the spec's
 * sign-in texts) above the form, and plain words for too many attempts, no connection or anything else.
 */
export function showSubmitError<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  t: (key: string) => string,
): string | undefined {
  if (error instanceof OfflineError) return t('auth.offline');
  if (!(error instanceof ApiRequestError)) return t('auth.failed');
  if (error.status === 429) return t('auth.tooMany');
  const known = error.fields.filter((field) => (fields as readonly string[]).includes(field.path));
  for (const field of known) setError(field.path as Path<T>, { type: 'server', message: field.message });
  if (known.length > 0) return undefined;
  return error.status < 500 ? error.message : t('auth.failed');
}

/**
 * Wires a form's submit: validates, runs `action`, and keeps the problem to show above the form when it fails
 * (`explain` may word a particular refusal first).
 */
export function useAuthSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  fields: readonly Path<T>[],
  action: (values: T) => Promise<void>,
  explain?: (error: unknown) => string | undefined,
) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string>();
  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    try {
      await action(values);
    } catch (error) {
      setProblem(explain?.(error) ?? showSubmitError(error, fields, form.setError, t));
    }
  });
  return { problem, onSubmit: (event: FormEvent) => void submit(event) };
}
