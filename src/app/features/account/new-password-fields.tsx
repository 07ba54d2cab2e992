import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { passwordStrength } from '../../../shared/domain/password-strength.ts';
import { AuthField } from './auth-field.tsx';
import { strengthLabelKey } from './strength-label.ts';
import './texts.ts';

interface Field {
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
}

/** The spec's strength label under a new password (spec 02 §5). */
function StrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  const strength = passwordStrength(password);
  return (
    <p className="auth-strength" aria-live="polite">
      {t('auth.strength')}: <meter min={0} max={5} value={strength.score} />{' '}
      <span>{t(strengthLabelKey(strength.label))}</span>
    </p>
  );
}

/** A new password, its strength and the password again: sign-up, reset and change share them. */
export function NewPasswordFields({
  idPrefix,
  label,
  value,
  password,
  confirmation,
}: {
  idPrefix: string;
  label: string;
  value: string;
  password: Field;
  confirmation: Field;
}) {
  const { t } = useTranslation();
  return (
    <>
      <AuthField
        id={`${idPrefix}-password`}
        label={label}
        type="password"
        autoComplete="new-password"
        registration={password.registration}
        error={password.error}
      />
      <StrengthMeter password={value} />
      <AuthField
        id={`${idPrefix}-confirmation`}
        label={t('auth.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        registration={confirmation.registration}
        error={confirmation.error}
      />
    </>
  );
}
