import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { ApiRequestError, isOfflineFailure } from '../../lib/api-client.ts';
import { SafeLink } from '../../ui/safe-link.tsx';

/** While a record loads, when it has vanished (404), or when it cannot be fetched (offline or failing). */
export function DetailStatus({
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
      <p className="loading" role="status" data-testid="detail-loading">
        {t('details.loading')}
      </p>
    );
  if (error instanceof ApiRequestError && error.status === 404) {
    return (
      <section className="status-page" data-testid="detail-not-found">
        <h2>{t('details.notFoundTitle')}</h2>
        <p>{t('details.notFound')}</p>
        <SafeLink href={`/${locale}`} className="button">
          {t('details.home')}
        </SafeLink>
      </section>
    );
  }
  const offline = isOfflineFailure(error);
  return (
    <section className="status-page" role="alert" data-testid="detail-error">
      <h2>{t(offline ? 'details.offlineTitle' : 'details.errorTitle')}</h2>
      <p>{t(offline ? 'details.offlineText' : 'details.errorText')}</p>
      <button type="button" className="button" onClick={retry}>
        {t('details.retry')}
      </button>
    </section>
  );
}
