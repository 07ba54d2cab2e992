import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiPost, ApiWriteError } from '../../lib/api-client.ts';
import { Modal } from '../../ui/modal.tsx';
import { AuthField } from './auth-field.tsx';
import { resetForm, type ResetValues } from './auth-forms.ts';
import { StrengthMeter, useStartSession } from './sign-in-modal.tsx';
import { showSubmitError } from './submit-error.ts';

/** The recovery link's modal (`#type=recovery&access_token=…`): a new password, then signed in. */
export function PasswordResetModal({ accessToken, onClose }: { accessToken: string; onClose: () => void }) {
  const { t } = useTranslation();
  const start = useStartSession();
  const [problem, setProblem] = useState<string>();
  const form = useForm<ResetValues>({ resolver: zodResolver(resetForm), defaultValues: { password: '', passwordConfirmation: '' } });
  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    try {
      start(await apiPost('/api/auth/reset-password', { accessToken, ...values }));
      onClose();
    } catch (error) {
      setProblem(error instanceof ApiWriteError && error.code === 'invalid_token' ? t('auth.linkInvalid') : showSubmitError(error, ['password', 'passwordConfirmation'], form.setError, t));
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <Modal title={t('auth.resetTitle')} closeLabel={t('auth.close')} onClose={onClose} className="auth-modal">
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        {problem && <p className="auth-form__problem" role="alert">{problem}</p>}
        <AuthField id="reset-password" label={t('auth.password')} type="password" autoComplete="new-password" registration={form.register('password')} error={errors.password} />
        <StrengthMeter password={form.watch('password')} />
        <AuthField id="reset-confirmation" label={t('auth.passwordConfirmation')} type="password" autoComplete="new-password" registration={form.register('passwordConfirmation')} error={errors.passwordConfirmation} />
        <button type="submit" className="button" disabled={isSubmitting}>{isSubmitting ? t('auth.sending') : t('auth.savePassword')}</button>
      </form>
    </Modal>
  );
}
