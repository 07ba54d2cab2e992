import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useSignInRequest } from '../../ui/use-sign-in-request.ts';

/**
 * Signed out, the sign-in modal opens as on the account pages, but over this page, so that an editor lands back on
 * the review once signed in; the prompt stays for whoever closes the modal.
 */
export function SignInPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignInRequest();
  useEffect(() => {
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, signin: 1 }),
      hash: (hash) => hash ?? '',
      replace: true,
      resetScroll: false,
    });
  }, [navigate]);
  return (
    <div className="review-gate" data-testid="review-sign-in">
      <p>{t('review.signInPrompt')}</p>
      <button type="button" className="review-approve" onClick={signIn.open}>
        {t('review.signIn')}
      </button>
    </div>
  );
}
