import { useTranslation } from '../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../shared/constants/locales.ts';
import { SafeLink } from './safe-link.tsx';
import { AppReadyMark } from './app-ready-mark.tsx';

/** The 404 page (spec 01 §8): heading, the spec's text, and a button home in the current language. */
export function NotFound({ locale }: { locale: RoutedLocale }) {
  const { t } = useTranslation();
  return (
    <section className="status-page" data-testid="not-found">
      <AppReadyMark />
      <title>{`${t('notFoundTitle', { lng: locale })}`}</title>
      <h1>{t('notFoundTitle', { lng: locale })}</h1>
      <p>{t('notFoundText', { lng: locale })}</p>
      <SafeLink href={`/${locale}`} className="button">
        {t('backHome', { lng: locale })}
      </SafeLink>
    </section>
  );
}
