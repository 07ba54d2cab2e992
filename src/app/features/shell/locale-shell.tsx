import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useOnline } from '../../lib/use-online.ts';
import { isRoutedLocale, type RoutedLocale } from '../../../shared/constants/locales.ts';
import { navigationQuery, pageQuery } from '../../lib/page-queries.ts';
import { NotFound } from '../../ui/not-found.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

/** Header, main and footer for one locale; the shell renders even when its data cannot be fetched. */
export function LocaleShell({
  locale: requested,
  account,
  onSearchIntent,
}: {
  locale: string;
  account?: ReactNode;
  /** The header's search was pointed at, focused or opened (the site search's code is fetched ahead). */
  onSearchIntent?: () => void;
}) {
  const valid = isRoutedLocale(requested);
  const locale: RoutedLocale = valid ? requested : 'cs';
  const online = useOnline();
  const { pathname } = useLocation();
  const path = pathname.split('/').slice(2).join('/').replace(/\/+$/, '');
  const navigation = useQuery(navigationQuery(locale));
  // The route reads the page; a page it found missing (the 404 page, also as the server rendered it) is not asked again.
  const page = useQuery({ ...pageQuery(locale, path), enabled: valid, retryOnMount: false });
  const alternates = Object.fromEntries((page.data?.page.alternates ?? []).map((a) => [a.locale, a.path]));

  // The language itself is set by the locale route's loader, before this renders.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <div className="app">
      <SiteHeader
        navigation={navigation.data}
        locale={locale}
        alternates={alternates}
        online={online}
        account={account}
        onSearchIntent={onSearchIntent}
      />
      <main id="main" tabIndex={-1}>
        {valid ? <Outlet /> : <NotFound locale="cs" />}
      </main>
      <SiteFooter footer={navigation.data?.footer} />
      <UpdatePrompt />
    </div>
  );
}
