import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import './action-texts.ts';

/** Shares the page through the device's share sheet (Web Share), or copies its address where there is none. */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation();
  const [note, setNote] = useState<string | null>(null);
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      // Closing the share sheet rejects: nothing to tell the user then.
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    const copied = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    );
    setNote(t(copied ? 'detailActions.copied' : 'detailActions.copyFailed'));
  };
  return (
    <>
      <button type="button" className="place-toggle detail-action detail-action--share" onClick={() => void share()}>
        {t('detailActions.share')}
      </button>
      {note && (
        <p className="detail-actions__note" role="status">
          {note}
        </p>
      )}
    </>
  );
}
