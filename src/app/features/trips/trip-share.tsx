import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { COPY_CONFIRMATION_MS } from '../../../shared/constants/account.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';

/** Share (Web Share where the browser has it) and copy link with its 3-second confirmation (spec 01 §4, §9). */
export function TripShare({ title, link }: { title: string; link: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  // The browser's own address and abilities: unknown to the server's render, and to the render that takes it over.
  const hydrated = useHydrated();
  const url = () => new URL(link, window.location.origin).toString();
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url());
      setCopied(true);
    } catch (error) {
      console.warn('copy link', error);
    }
  };
  const canShare = hydrated && typeof navigator.share === 'function';
  return (
    <>
      {canShare && (
        <button
          type="button"
          className="pill-button"
          onClick={() =>
            void navigator.share({ title, url: url() }).catch((error: unknown) => console.warn('share', error))
          }
        >
          {t('trip.share')}
        </button>
      )}
      <button type="button" className="pill-button" onClick={() => void copy()}>
        {t('trip.copyLink')}
      </button>
      {copied && (
        <span role="status" className="trip-copied">
          {t('trip.copied')}
        </span>
      )}
    </>
  );
}
