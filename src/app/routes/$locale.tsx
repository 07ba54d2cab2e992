import { createFileRoute } from '@tanstack/react-router';
import { isRoutedLocale } from '../../shared/constants/locales.ts';
import { SearchModals } from '../features/search/search-modals.tsx';
import { LocaleShell } from '../features/shell/locale-shell.tsx';
import { AccountButton } from '../features/account/account-button.tsx';
import { AuthModals } from '../features/account/auth-modals.tsx';
import { TopBanners } from '../features/cms-blocks/top-banners.tsx';
import { lazy, Suspense } from 'react';

// The sync corner reads IndexedDB (Dexie): it loads after the first paint, not with the shell.
const SyncStatus = lazy(() => import('../ui/sync/sync-status.tsx').then((m) => ({ default: m.SyncStatus })));

/** Every page lives under /{locale}; an unknown locale shows the Czech 404 inside the Czech shell. */
export const Route = createFileRoute('/$locale')({
  component: function LocaleLayout() {
    const { locale } = Route.useParams();
    return (
      <>
        {isRoutedLocale(locale) && <TopBanners locale={locale} />}
        <LocaleShell locale={locale} account={<><Suspense fallback={null}><SyncStatus locale={isRoutedLocale(locale) ? locale : 'cs'} /></Suspense><AccountButton locale={isRoutedLocale(locale) ? locale : 'cs'} /></>} />
        {isRoutedLocale(locale) && <SearchModals locale={locale} />}
        {isRoutedLocale(locale) && <AuthModals locale={locale} />}
      </>
    );
  },
});
