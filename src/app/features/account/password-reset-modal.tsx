import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { apiPost, ApiRequestError } from '../../lib/api-client.ts';
import { Modal } from '../../ui/modal.tsx';
import { resetForm, type ResetValues } from './auth-forms.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useStartSession } from './sign-in-modal.tsx';
import { FormProblem } from './form-problem.tsx';
import { useAuthSubmit } from './auth-submit.ts';
import './texts.ts';

/** The recovery link's modal (`#type=recovery&access_token=…`): a new password, then signed in. */
export function PasswordResetModal({ accessToken, onClose }: { accessToken: string; onClose: () => void }) {
  const { t } = useTranslation();
  const start = useStartSession();
  const form = useForm<ResetValues>({
    resolver: zodResolver(resetForm),
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const { problem, onSubmit } = useAuthSubmit(
    form,
    ['password', 'passwordConfirmation'],
    async (values) => {
      start(await apiPost('/api/auth/reset-password', { accessToken, ...values }));
      onClose();
    },
    (error) => (error instanceof ApiRequestError && error.code === 'invalid_token' ? t('auth.linkInvalid') : undefined),
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <Modal title={t('auth.resetTitle')} closeLabel={t('auth.close')} onClose={onClose} className="auth-modal">
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <FormProblem problem={problem} />
        <NewPasswordFields
          idPrefix="reset"
          label={t('auth.password')}
          value={form.watch('password')}
          password={{ registration: form.register('password'), error: errors.password }}
          confirmation={{ registration: form.register('passwordConfirmation'), error: errors.passwordConfirmation }}
        />
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? t('auth.sending') : t('auth.savePassword')}
        </button>
      </form>
    </Modal>
  );
}
