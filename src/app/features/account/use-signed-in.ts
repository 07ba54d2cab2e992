import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { useSessionUser } from '../../lib/session.ts';

/** The signed-in user; signed out, the account pages go home with the sign-in modal open (spec 01 §2: `signin=1`). */
export function useSignedInOrHome(locale: RoutedLocale) {
  const user = useSessionUser();
  const navigate = useNavigate();
  useEffect(() => {
    if (user === null) void navigate({ to: '/$locale', params: { locale }, search: { signin: 1 }, replace: true });
  }, [user, locale, navigate]);
  return user;
}
