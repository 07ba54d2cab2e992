import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { z } from 'zod';
import { ACCOUNT_SAVED_MESSAGE_MS, USER_NAME_MAX_LENGTH } from '../../../shared/constants/account.ts';
import { requiredText } from '../../../shared/forms/account-fields.ts';
import { enqueue } from '../../offline/outbox.ts';
import { sessionQuery } from '../../lib/session.ts';
import { sessionToken, setSessionToken } from '../../lib/session-token.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { AuthField } from './auth-field.tsx';
import { DeleteAccountModal } from './delete-account-modal.tsx';
import { PasswordChangeModal } from './password-change-modal.tsx';
import { useSignedInOrHome } from './use-signed-in.ts';
import './account-texts.ts';
import './account.css';

const settingsForm = z.object({
  name: requiredText(USER_NAME_MAX_LENGTH),
  newsletterPublic: z.boolean(),
  newsletterProfessionals: z.boolean(),
});
type SettingsValues = z.infer<typeof settingsForm>;

/**
 * Account settings (spec 01 §2, §4): name, read-only e-mail and password (a modal changes it), the Czech newsletters,
 * read-only agreements; saving shows a success message for 3 seconds. The save goes through the outbox.
 */
export function AccountSettingsScreen({ page, locale }: ScreenProps) {
  const { t } = useTranslation();
  const user = useSignedInOrHome(locale);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'password' | 'delete' | null>(null);
  const form = useForm<SettingsValues>({
    resolver: zodResolver(settingsForm),
    defaultValues: { name: '', newsletterPublic: false, newsletterProfessionals: false },
  });
  const { reset } = form;
  useEffect(() => {
    if (user)
      reset({
        name: user.profile.name,
        newsletterPublic: user.profile.newsletterPublic,
        newsletterProfessionals: user.profile.newsletterProfessionals,
      });
  }, [user, reset]);
  useEffect(() => {
    if (!saved) return undefined;
    const timer = window.setTimeout(() => setSaved(null), ACCOUNT_SAVED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);
  if (!user)
    return (
      <div className="account-page">
        <p role="status" className="block-loading">
          {t('myAccount.loading')}
        </p>
      </div>
    );

  const save = form.handleSubmit(async (values) => {
    await enqueue('/api/user/update', { ...values, userId: user.id, email: user.email }, `user:${user.id}`);
    queryClient.setQueryData(sessionQuery(sessionToken()).queryKey, (old) =>
      old ? { ...old, profile: { ...old.profile, ...values } } : old,
    );
    setSaved(t('myAccount.saved'));
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <div className="account-page">
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <h1>{page.title}</h1>
      {saved ? (
        <p className="settings-form__saved" role="status">
          {saved}
        </p>
      ) : (
        <form className="settings-form" noValidate onSubmit={(event) => void save(event)}>
          <AuthField
            id="settings-name"
            label={t('myAccount.name')}
            autoComplete="name"
            registration={form.register('name')}
            error={errors.name}
          />
          <p className="auth-field">
            <label htmlFor="settings-email">{t('myAccount.email')}</label>
            <input id="settings-email" type="email" value={user.email} readOnly />
          </p>
          <p className="auth-field settings-form__password">
            <span>
              <label htmlFor="settings-password">{t('myAccount.password')}</label>
              <input id="settings-password" type="password" value="••••••••" readOnly />
            </span>
            <button
              type="button"
              className="link-button"
              onClick={() => setDialog('password')}
              aria-label={t('myAccount.changePassword')}
            >
              ✎ {t('myAccount.changePassword')}
            </button>
          </p>
          {locale === 'cs' && (
            <fieldset>
              <legend>Newsletter</legend>
              <label>
                <input type="checkbox" {...form.register('newsletterPublic')} /> {t('myAccount.newsletterPublic')}
              </label>
              <label>
                <input type="checkbox" {...form.register('newsletterProfessionals')} />{' '}
                {t('myAccount.newsletterProfessionals')}
              </label>
            </fieldset>
          )}
          <fieldset>
            <legend>{t('myAccount.agreements')}</legend>
            <label>
              <input type="checkbox" checked readOnly disabled /> {t('myAccount.agreementTerms')}
            </label>
            <label>
              <input type="checkbox" checked readOnly disabled /> {t('myAccount.agreementPrivacy')}
            </label>
          </fieldset>
          <button type="submit" className="button" disabled={isSubmitting}>
            {isSubmitting ? t('myAccount.saving') : t('myAccount.save')}
          </button>
        </form>
      )}
      <p>
        <button type="button" className="link-button" onClick={() => setDialog('delete')}>
          {t('myAccount.deleteAccount')}
        </button>
      </p>
      {dialog === 'password' && (
        <PasswordChangeModal
          onClose={() => setDialog(null)}
          onChanged={() => {
            setDialog(null);
            setSaved(t('myAccount.passwordChanged'));
          }}
        />
      )}
      {dialog === 'delete' && (
        <DeleteAccountModal
          userId={user.id}
          onClose={() => setDialog(null)}
          onDone={(deleted) => {
            // Home first, then signed out: signed out on this page would send the visitor to sign in instead. An account
            // the server failed to delete still exists, so its session stays.
            void navigate({ to: '/$locale', params: { locale } }).then(() => {
              if (!deleted) return;
              setSessionToken(null);
              queryClient.removeQueries({ queryKey: ['session'] });
            });
          }}
        />
      )}
    </div>
  );
}
