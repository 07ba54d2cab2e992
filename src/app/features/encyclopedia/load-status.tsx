import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { ApiRequestError, isOfflineFailure } from '../../lib/api-client.ts';
import { NotFound } from '../../ui/not-found.tsx';

/** While a record loads, when it does not exist (the 404 page), or when it cannot be fetched (offline or failing). */
export function LoadStatus({
  pending,
  error,
  retry,
  locale,
}: {
  pending: boolean;
  error: unknown;
  retry: () => void;
  locale: RoutedLocale;
}) {
  const { t } = useTranslation();
  if (pending)
    return (
      <p className="loading" role="status">
        {t('encyclopedia.loading')}
      </p>
    );
  if (error instanceof ApiRequestError && error.status === 404) return <NotFound locale={locale} />;
  const offline = isOfflineFailure(error);
  return (
    <section className="status-page" role="alert">
      <p>{t(offline ? 'encyclopedia.offline' : 'encyclopedia.loadFailed')}</p>
      <button type="button" className="button" onClick={retry}>
        {t('encyclopedia.retry')}
      </button>
    </section>
  );
}
