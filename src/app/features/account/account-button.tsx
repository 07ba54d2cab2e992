import { useTranslation } from '../../i18n/use-translation.tsx';
import { useSessionUser } from '../../lib/session.ts';
import { useSignInRequest } from '../../ui/use-sign-in-request.ts';
import { accountPagePath } from '../../../shared/constants/account.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import { InstallButton } from './install-button.tsx';
import { useSignOut } from './use-sign-out.ts';
import './header-texts.ts';

/** The header's account corner: the signed-in user's name (a link to my account) and sign-out, or a sign-in button (opens `signin=1`). */
export function AccountButton({ locale }: { locale: RoutedLocale }) {
  const { t } = useTranslation();
  const signIn = useSignInRequest();
  const signOut = useSignOut();
  const user = useSessionUser();
  if (user === undefined) return <span className="account-button" aria-hidden="true" />;
  if (user === null) {
    return (
      <span className="account-button">
        <InstallButton />
        <button type="button" className="link-button" onClick={signIn.open}>
          {t('auth.signInButton')}
        </button>
      </span>
    );
  }
  return (
    <span className="account-button">
      <InstallButton />
      <SafeLink href={accountPagePath('account', locale)} className="account-button__name">
        <span className="visually-hidden">{t('auth.account')}: </span>
        {user.profile.name}
      </SafeLink>
      <button type="button" className="link-button" onClick={() => void signOut()}>
        {t('auth.signOut')}
      </button>
    </span>
  );
}
