import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Navigation } from '../../../shared/api/calls/pages.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import { LanguageSelector } from './language-selector.tsx';
import { useFixedNavbar } from './use-fixed-navbar.ts';

export function SiteHeader({
  navigation,
  locale,
  alternates,
  online,
  account,
}: {
  navigation: Navigation | undefined;
  locale: RoutedLocale;
  alternates: Record<string, string>;
  online: boolean;
  account?: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const fixed = useFixedNavbar();
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <header className={`site-header${fixed ? ' is-fixed' : ''}`}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <div className="site-header__bar">
        <SafeLink href={`/${locale}`} className="logo">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{navigation?.siteName ?? 'Vinařská mapa'}</span>
        </SafeLink>
        {!online && (
          <span className="offline-badge" role="status">
            {t('offlineBadge')}
          </span>
        )}
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpen(!open)}
        >
          {open ? t('closeMenu') : t('menu')}
        </button>
        <nav id="main-menu" className={`main-menu${open ? ' is-open' : ''}`} aria-label={t('menu')}>
          <ul>
            {(navigation?.header ?? []).map((item) => (
              <li key={item.path}>
                <SafeLink href={item.path} onClick={() => setOpen(false)}>
                  {item.title}
                </SafeLink>
              </li>
            ))}
          </ul>
          {navigation && <LanguageSelector languages={navigation.languages} locale={locale} alternates={alternates} />}
          {account}
        </nav>
      </div>
    </header>
  );
}
