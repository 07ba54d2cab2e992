import { useTranslation } from '../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../shared/constants/locales.ts';
import { ApiRequestError, isOfflineFailure } from '../lib/api-client.ts';
import { SafeLink } from './safe-link.tsx';

/**
 * While an article (news, recipe, wine) loads, when it no longer exists (404), or when it cannot be fetched (offline or
 * failing). What names the article is the feature's own, under `{texts}.` (loadingDetail, notFoundTitle, notFound,
 * loadFailedDetail, offlineDetail); the titles, the way home and the retry are the app's; class names start with `{block}`.
 */
export function ContentDetailStatus({
  pending,
  error,
  retry,
  locale,
  texts,
  block,
}: {
  pending: boolean;
  error: unknown;
  retry: () => void;
  locale: RoutedLocale;
  texts: string;
  block: string;
}) {
  const { t } = useTranslation();
  if (pending)
    return (
      <p className={`loading ${block}__loading`} role="status">
        {t(`${texts}.loadingDetail`)}
      </p>
    );
  if (error instanceof ApiRequestError && error.status === 404) {
    return (
      <section className="status-page">
        <h1>{t(`${texts}.notFoundTitle`)}</h1>
        <p>{t(`${texts}.notFound`)}</p>
        <SafeLink href={`/${locale}`} className="button">
          {t('backHome')}
        </SafeLink>
      </section>
    );
  }
  const offline = isOfflineFailure(error);
  return (
    <section className="status-page" role="alert">
      <h1>{t(offline ? 'offlineTitle' : 'errorTitle')}</h1>
      <p>{t(offline ? `${texts}.offlineDetail` : `${texts}.loadFailedDetail`)}</p>
      <button type="button" className="button" onClick={retry}>
        {t('retry')}
      </button>
    </section>
  );
}
