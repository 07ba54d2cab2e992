import { useParams, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { isRoutedLocale } from '../../../shared/constants/locales.ts';
import { LoadError } from './load-error.tsx';
import { codeFailedToLoad } from '../../lib/lazy-code.ts';
import { NotFound } from '../../ui/not-found.tsx';
import { PageTodayContext } from '../../ui/page-today.ts';
import { PageScreen } from './page-screen.tsx';
import type { BlockRenderers, ScreenMap } from '../../ui/screen-props.ts';

function Pending() {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status" aria-live="polite">
      {t('loading')}
    </p>
  );
}

function ErrorState({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <LoadError
      error={error}
      retry={() => {
        // Code this page failed to fetch is never fetched again by it: a new page load brings it.
        if (codeFailedToLoad() && navigator.onLine) {
          window.location.reload();
          return;
        }
        reset();
        void router.invalidate();
      }}
    />
  );
}

function RouteNotFound() {
  const locale = useParams({ strict: false }).locale ?? 'cs';
  return <NotFound locale={isRoutedLocale(locale) ? locale : 'cs'} />;
}

/** A page route: the page screen on the day its loader read it for, with loading, offline/error and not-found states. */
export function PageRoute({
  locale,
  path,
  today,
  screens,
  blocks,
}: {
  locale: string;
  path: string;
  today: string;
  screens?: ScreenMap;
  blocks: BlockRenderers;
}) {
  if (!isRoutedLocale(locale)) return <NotFound locale="cs" />;
  return (
    <PageTodayContext value={today}>
      <PageScreen locale={locale} path={path.replace(/\/+$/, '')} screens={screens} blocks={blocks} />
    </PageTodayContext>
  );
}

PageRoute.states = {
  pendingComponent: Pending,
  errorComponent: ErrorState,
  notFoundComponent: RouteNotFound,
} as const;
