import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Navigation } from '../../../shared/api/calls/pages.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { SafeLink } from '../../ui/safe-link.tsx';

/** Hidden with fewer than 2 languages; links to the current page's alternate where there is one (spec 01 §2). */
export function LanguageSelector({
  languages,
  locale,
  alternates,
}: {
  languages: Navigation['languages'];
  locale: RoutedLocale;
  alternates: Record<string, string>;
}) {
  const { t } = useTranslation();
  if (languages.length < 2) return null;
  return (
    <nav className="languages" aria-label={t('language')}>
      <ul>
        {languages.map((language) => (
          <li key={language.locale}>
            <SafeLink
              href={alternates[language.locale] ?? language.path}
              className={language.locale === locale ? 'is-current' : undefined}
            >
              <span lang={language.locale}>{language.locale.toUpperCase()}</span>
            </SafeLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
