import { useTranslation } from '../../i18n/use-translation.tsx';
import { isOfflineFailure } from '../../lib/api-client.ts';
import { AppReadyMark } from '../../ui/app-ready-mark.tsx';

/** What a page shows when its data cannot be fetched: a friendly offline state, or a retry. */
export function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  const offline = isOfflineFailure(error);
  return (
    <section className="status-page" role="status" data-testid={offline ? 'offline-state' : 'error-state'}>
      <AppReadyMark />
      <h1>{t(offline ? 'offlineTitle' : 'errorTitle')}</h1>
      <p>{t(offline ? 'offlineText' : 'errorText')}</p>
      <button type="button" className="button" onClick={retry}>
        {t('retry')}
      </button>
    </section>
  );
}
