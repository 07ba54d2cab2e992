import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Navigation } from '../../../shared/api/calls/pages.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import { menuRanks } from './header-priority.ts';
import { HeaderSearch } from './header-search.tsx';
import { LanguageSelector } from './language-selector.tsx';
import { MoreMenu } from './more-menu.tsx';
import { useFixedNavbar } from './use-fixed-navbar.ts';
import { useMenuFit } from './use-menu-fit.ts';
import './shell.css';

export function SiteHeader({
  navigation,
  locale,
  alternates,
  online,
  account,
  onSearchIntent,
}: {
  navigation: Navigation | undefined;
  locale: RoutedLocale;
  alternates: Record<string, string>;
  online: boolean;
  account?: ReactNode;
  onSearchIntent?: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const fixed = useFixedNavbar();
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const more = useRef<HTMLDivElement>(null);
  const items = useMemo(() => navigation?.header ?? [], [navigation]);
  const ranks = useMemo(
    () =>
      menuRanks(
        items.map((item) => item.path),
        locale,
      ),
    [items, locale],
  );
  // From 768 px the header keeps one line: the less-used sections that do not fit go into "Více".
  const inLine = useMenuFit(list, more, ranks, items.map((item) => `${item.path} ${item.title}`).join('|'));
  const isOut = (index: number) => inLine !== null && !inLine.has(index);
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
        <HeaderSearch onIntent={onSearchIntent} />
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
          <ul ref={list} className={`main-menu__items${inLine === null ? ' is-unmeasured' : ''}`}>
            {items.map((item, index) => (
              <li key={item.path} className={isOut(index) ? 'is-out' : undefined}>
                <SafeLink href={item.path} onClick={() => setOpen(false)}>
                  {item.title}
                </SafeLink>
              </li>
            ))}
          </ul>
          <MoreMenu items={items.filter((_, index) => isOut(index))} container={more} />
          {navigation && <LanguageSelector languages={navigation.languages} locale={locale} alternates={alternates} />}
          {account}
        </nav>
      </div>
    </header>
  );
}
