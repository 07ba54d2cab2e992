import { createFileRoute, redirect } from '@tanstack/react-router';
import { DEFAULT_LOCALE } from '../../shared/constants/locales.ts';

export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/$locale', params: { locale: DEFAULT_LOCALE } });
  },
});
