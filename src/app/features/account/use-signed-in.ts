import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { useSessionUser } from '../../lib/session.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';

/** The signed-in user; signed out, the account pages go home with the sign-in modal open (spec 01 §2: `signin=1`). */
export function useSignedInOrHome(locale: RoutedLocale) {
  const user = useSessionUser();
  // The session lives in this browser: in the server's render and while the browser takes it over the user reads as
  // signed out without being so.
  const sessionKnown = useHydrated();
  const navigate = useNavigate();
  useEffect(() => {
    if (sessionKnown && user === null)
      void navigate({ to: '/$locale', params: { locale }, search: { signin: 1 }, replace: true });
  }, [sessionKnown, user, locale, navigate]);
  return user;
}
