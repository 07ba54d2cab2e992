import { createFileRoute } from '@tanstack/react-router';
import { isRoutedLocale, toRoutedLocale, type RoutedLocale } from '../../shared/constants/locales.ts';
import { preloadSiteSearch, SearchModals } from '../features/search/search-modals.tsx';
import { LocaleShell } from '../features/shell/locale-shell.tsx';
import { AccountButton } from '../features/account/account-button.tsx';
import { AuthModals } from '../features/account/auth-modals.tsx';
import { TopBanners } from '../features/cms-blocks/top-banners.tsx';
import { lazy, Suspense, useEffect, useState } from 'react';
import { navigationQuery } from '../lib/page-queries.ts';
import { whenAppReady } from '../lib/app-ready.ts';

// The sync corner reads IndexedDB (Dexie): it loads once the first page is on screen, not with the shell.
const SyncStatus = lazy(() => import('../ui/sync/sync-status.tsx').then((m) => ({ default: m.SyncStatus })));

/** The sync corner, mounted after the first commit; its own state, so showing it renders nothing else again. */
function DeferredSyncStatus({ locale }: { locale: RoutedLocale }) {
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    // After the app has taken the page over, in a task of its own: its code is no part of the page's first scripts.
    let mounted = true;
    whenAppReady(() => {
      if (mounted) setRendered(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return rendered ? (
    <Suspense fallback={null}>
      <SyncStatus locale={locale} />
    </Suspense>
  ) : null;
}

/** Every page lives under /{locale}; an unknown locale shows the Czech 404 inside the Czech shell. */
export const Route = createFileRoute('/$locale')({
  // The top banners and menus come with the first render (from the first HTML, the device's cache or one read beside
  // the page's), so the page does not move down when they arrive; without them the page renders all the same.
  loader: async ({ context, params }) => {
    // The language is set before the locale's pages render: set in an effect after them, every translated component
    // rendered again at once (also when it was the language already set).
    const language = toRoutedLocale(params.locale);
    if (context.i18n.language !== language) await context.i18n.changeLanguage(language);
    if (isRoutedLocale(params.locale))
      await context.queryClient.ensureQueryData(navigationQuery(params.locale)).catch(() => undefined);
  },
  component: function LocaleLayout() {
    const { locale } = Route.useParams();
    return (
      <>
        {isRoutedLocale(locale) && <TopBanners locale={locale} />}
        <LocaleShell
          locale={locale}
          onSearchIntent={preloadSiteSearch}
          account={
            <>
              <DeferredSyncStatus locale={toRoutedLocale(locale)} />
              <AccountButton locale={toRoutedLocale(locale)} />
            </>
          }
        />
        {isRoutedLocale(locale) && <SearchModals locale={locale} />}
        {isRoutedLocale(locale) && <AuthModals locale={locale} />}
      </>
    );
  },
});
