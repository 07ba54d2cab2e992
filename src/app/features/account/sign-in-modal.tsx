import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { apiPost } from '../../lib/api-client.ts';
import { setSessionToken } from '../../lib/session-token.ts';
import { Modal } from '../../ui/modal.tsx';
import { AuthField } from './auth-field.tsx';
import {
  recoverForm,
  signInForm,
  signUpForm,
  type RecoverValues,
  type SignInValues,
  type SignUpValues,
} from './auth-forms.ts';
import { sessionQuery } from '../../lib/session.ts';
import { FormProblem } from './form-problem.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useAuthSubmit } from './auth-submit.ts';
import './texts.ts';

type Mode = 'signIn' | 'signUp' | 'recover';
type Session = Awaited<ReturnType<typeof apiPost<'/api/auth/sign-in'>>>;

/** Stores a new session and shows it at once everywhere (header, toggles). */
export function useStartSession() {
  const queryClient = useQueryClient();
  return (session: Session) => {
    queryClient.setQueryData(sessionQuery(session.accessToken).queryKey, session.user);
    setSessionToken(session.accessToken);
  };
}

function SignInForm({ onDone, onMode }: { onDone: () => void; onMode: (mode: Mode) => void }) {
  const { t } = useTranslation();
  const start = useStartSession();
  const form = useForm<SignInValues>({ resolver: zodResolver(signInForm), defaultValues: { email: '', password: '' } });
  const { problem, onSubmit } = useAuthSubmit(form, ['email', 'password'], async (values) => {
    start(await apiPost('/api/auth/sign-in', values));
    onDone();
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <FormProblem problem={problem} />
      <AuthField
        id="sign-in-email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        registration={form.register('email')}
        error={errors.email}
      />
      <AuthField
        id="sign-in-password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        registration={form.register('password')}
        error={errors.password}
      />
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('auth.sending') : t('auth.signIn')}
      </button>
      <p className="auth-form__links">
        <button type="button" className="link-button" onClick={() => onMode('recover')}>
          {t('auth.toRecover')}
        </button>
        <button type="button" className="link-button" onClick={() => onMode('signUp')}>
          {t('auth.toSignUp')}
        </button>
      </p>
    </form>
  );
}

function SignUpForm({ onDone, onMode }: { onDone: () => void; onMode: (mode: Mode) => void }) {
  const { t } = useTranslation();
  const start = useStartSession();
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpForm),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      passwordConfirmation: '',
      newsletterPublic: false,
      newsletterProfessionals: false,
    },
  });
  const { problem, onSubmit } = useAuthSubmit(
    form,
    ['name', 'email', 'password', 'passwordConfirmation'],
    async (values) => {
      start(await apiPost('/api/auth/sign-up', values));
      onDone();
    },
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <FormProblem problem={problem} />
      <AuthField
        id="sign-up-name"
        label={t('auth.name')}
        autoComplete="name"
        registration={form.register('name')}
        error={errors.name}
      />
      <AuthField
        id="sign-up-email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        registration={form.register('email')}
        error={errors.email}
      />
      <NewPasswordFields
        idPrefix="sign-up"
        label={t('auth.password')}
        value={form.watch('password')}
        password={{ registration: form.register('password'), error: errors.password }}
        confirmation={{ registration: form.register('passwordConfirmation'), error: errors.passwordConfirmation }}
      />
      <p className="auth-check">
        <label>
          <input type="checkbox" {...form.register('newsletterPublic')} /> {t('auth.newsletterPublic')}
        </label>
      </p>
      <p className="auth-check">
        <label>
          <input type="checkbox" {...form.register('newsletterProfessionals')} /> {t('auth.newsletterProfessionals')}
        </label>
      </p>
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('auth.sending') : t('auth.signUp')}
      </button>
      <p className="auth-form__links">
        <button type="button" className="link-button" onClick={() => onMode('signIn')}>
          {t('auth.toSignIn')}
        </button>
      </p>
    </form>
  );
}

function RecoverForm({ locale, onMode }: { locale: RoutedLocale; onMode: (mode: Mode) => void }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const form = useForm<RecoverValues>({ resolver: zodResolver(recoverForm), defaultValues: { email: '' } });
  const { problem, onSubmit } = useAuthSubmit(form, ['email'], async (values) => {
    await apiPost('/api/auth/recover', { ...values, locale });
    setSent(true);
  });
  const { errors, isSubmitting } = form.formState;
  if (sent)
    return (
      <p role="status" className="auth-form__sent">
        {t('auth.recoverSent')}
      </p>
    );
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <FormProblem problem={problem} />
      <AuthField
        id="recover-email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        registration={form.register('email')}
        error={errors.email}
      />
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('auth.sending') : t('auth.sendLink')}
      </button>
      <p className="auth-form__links">
        <button type="button" className="link-button" onClick={() => onMode('signIn')}>
          {t('auth.toSignIn')}
        </button>
      </p>
    </form>
  );
}

const TITLES: Record<Mode, string> = {
  signIn: 'auth.signInTitle',
  signUp: 'auth.signUpTitle',
  recover: 'auth.recoverTitle',
};

/** The sign-in modal (opened by `signin=1`): sign in, or switch to creating an account or to a forgotten password. */
export function SignInModal({ locale, onClose }: { locale: RoutedLocale; onClose: () => void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('signIn');
  return (
    <Modal title={t(TITLES[mode])} closeLabel={t('auth.close')} onClose={onClose} className="auth-modal">
      {mode === 'signIn' && <SignInForm onDone={onClose} onMode={setMode} />}
      {mode === 'signUp' && <SignUpForm onDone={onClose} onMode={setMode} />}
      {mode === 'recover' && <RecoverForm locale={locale} onMode={setMode} />}
    </Modal>
  );
}
