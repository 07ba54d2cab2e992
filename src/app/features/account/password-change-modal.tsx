import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { z } from 'zod';
import { givenPassword, newPassword, withMatchingConfirmation } from '../../../shared/forms/account-fields.ts';
import { apiPost } from '../../lib/api-client.ts';
import { Modal } from '../../ui/modal.tsx';
import { AuthField } from './auth-field.tsx';
import { useAuthSubmit } from './auth-submit.ts';
import { FormProblem } from './form-problem.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import './texts.ts';

const changeForm = withMatchingConfirmation(
  z.object({ currentPassword: givenPassword, password: newPassword, passwordConfirmation: z.string() }),
);
type ChangeValues = z.infer<typeof changeForm>;

/** The settings page's password change (spec 01 §2): current password, a new one with its strength, and again. */
export function PasswordChangeModal({ onClose, onChanged }: { onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const form = useForm<ChangeValues>({
    resolver: zodResolver(changeForm),
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
  });
  const { problem, onSubmit } = useAuthSubmit(
    form,
    ['currentPassword', 'password', 'passwordConfirmation'],
    async (values) => {
      await apiPost('/api/auth/change-password', values);
      onChanged();
    },
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <Modal title={t('myAccount.passwordTitle')} closeLabel={t('auth.close')} onClose={onClose} className="auth-modal">
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <FormProblem problem={problem} />
        <AuthField
          id="change-current"
          label={t('auth.currentPassword')}
          type="password"
          autoComplete="current-password"
          registration={form.register('currentPassword')}
          error={errors.currentPassword}
        />
        <NewPasswordFields
          idPrefix="change"
          label={t('myAccount.newPassword')}
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
