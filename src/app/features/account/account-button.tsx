import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../lib/api-client.ts';
import { setSessionToken } from '../../lib/session-token.ts';
import { useSessionUser } from '../../lib/session.ts';
import { useSignInRequest } from '../../ui/use-sign-in-request.ts';
import './texts.ts';

/** The header's account corner: the signed-in user's name and sign-out, or a sign-in button (opens `signin=1`). */
export function AccountButton() {
  const { t } = useTranslation();
  const signIn = useSignInRequest();
  const queryClient = useQueryClient();
  const user = useSessionUser();
  if (user === undefined) return <span className="account-button" aria-hidden="true" />;
  if (user === null) {
    return (
      <button type="button" className="account-button link-button" onClick={signIn.open}>
        {t('auth.signInButton')}
      </button>
    );
  }
  const signOut = async () => {
    // Signing out here always works; the server is told when it can be reached (a failure is only logged, spec 02 §8).
    await apiPost('/api/auth/sign-out', {}).catch((error: unknown) => console.warn('sign-out', error));
    setSessionToken(null);
    queryClient.removeQueries({ queryKey: ['session'] });
  };
  return (
    <span className="account-button">
      <span className="account-button__name" aria-label={t('auth.account')}>{user.profile.name}</span>
      <button type="button" className="link-button" onClick={() => void signOut()}>{t('auth.signOut')}</button>
    </span>
  );
}
