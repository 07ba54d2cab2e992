import { useTranslation } from '../i18n/use-translation.tsx';
import { isOfflineFailure } from '../lib/api-client.ts';

/**
 * A list that could not be fetched: offline (never opened here before) or failing, with a retry. The texts are the
 * feature's own: `{texts}.offline`, `{texts}.loadFailed` and `{texts}.retry`.
 */
export function ListLoadFailed({ error, retry, texts }: { error: unknown; retry: () => void; texts: string }) {
  const { t } = useTranslation();
  const offline = isOfflineFailure(error);
  return (
    <div className="list-status__message" role="alert">
      <p>{t(offline ? `${texts}.offline` : `${texts}.loadFailed`)}</p>
      <button type="button" className="button" onClick={retry}>
        {t(`${texts}.retry`)}
      </button>
    </div>
  );
}
