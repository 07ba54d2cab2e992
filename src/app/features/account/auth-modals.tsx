import { Suspense, useEffect, useState } from 'react';
import { useSearch } from '@tanstack/react-router';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { recoveryToken } from './recovery-hash.ts';
import { useSessionUser } from '../../lib/session.ts';
import { preloadable } from '../../ui/preloadable.ts';
import { useLoadedCode } from '../../ui/use-loaded-code.ts';
import { useSignInRequest } from '../../ui/use-sign-in-request.ts';
import './account.css';

// The forms (react-hook-form, zod) load only when a modal opens.
const SignInModal = preloadable(() => import('./sign-in-modal.tsx').then((m) => ({ default: m.SignInModal })));
const PasswordResetModal = preloadable(() =>
  import('./password-reset-modal.tsx').then((m) => ({ default: m.PasswordResetModal })),
);

/** The sign-in modal while the address says `signin=1` (and nobody is signed in); the reset modal for a recovery link. */
export function AuthModals({ locale }: { locale: RoutedLocale }) {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const signIn = useSignInRequest();
  const user = useSessionUser();
  const [resetToken, setResetToken] = useState<string>();
  const asked = search.signin === 1 || search.signin === '1';

  useEffect(() => {
    const token = recoveryToken(window.location.hash);
    if (!token) return;
    setResetToken(token);
    // The token leaves the address at once, so it is neither kept in history nor shared by accident.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);

  const closeSignIn = signIn.close;
  useEffect(() => {
    if (asked && user) closeSignIn();
  });

  const signInOpen = !resetToken && asked && user === null;
  const resetReady = useLoadedCode(PasswordResetModal, resetToken !== undefined);
  const signInReady = useLoadedCode(SignInModal, signInOpen);
  return (
    <Suspense fallback={null}>
      {resetToken && resetReady && (
        <PasswordResetModal accessToken={resetToken} onClose={() => setResetToken(undefined)} />
      )}
      {signInOpen && signInReady && <SignInModal locale={locale} onClose={closeSignIn} />}
    </Suspense>
  );
}
