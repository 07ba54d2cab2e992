import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { haversineKm, type LatLng } from '../../../shared/domain/trip-route.ts';
import { distanceText } from './distance-text.ts';
import './where-texts.ts';

type Asked = { state: 'idle' | 'locating' | 'denied' | 'unavailable' } | { state: 'known'; km: number };

/** A position the browser gave lasts this long before it is asked again. */
const POSITION_MAX_AGE_MS = 5 * 60_000;
const POSITION_TIMEOUT_MS = 15_000;

/**
 * "Jak daleko to mám?": the distance as the crow flies from the traveller to the place. The browser is asked for the
 * position only on a click (never on load); a refusal or a failure says so in one line.
 */
export function DistanceFromUser({ target, locale }: { target: LatLng; locale: RoutedLocale }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<Asked>({ state: 'idle' });
  const ask = () => {
    if (!('geolocation' in navigator)) {
      setAsked({ state: 'unavailable' });
      return;
    }
    setAsked({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setAsked({
          state: 'known',
          km: haversineKm({ latitude: coords.latitude, longitude: coords.longitude }, target),
        }),
      (error) => setAsked({ state: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { maximumAge: POSITION_MAX_AGE_MS, timeout: POSITION_TIMEOUT_MS },
    );
  };
  const message =
    asked.state === 'known'
      ? t('detailWhere.distance', { distance: distanceText(asked.km, locale) })
      : asked.state === 'idle'
        ? ''
        : t(`detailWhere.${asked.state}`);
  return (
    <div className="detail-where__distance">
      {asked.state !== 'known' && (
        <button type="button" className="button" onClick={ask} disabled={asked.state === 'locating'}>
          {t('detailWhere.howFar')}
        </button>
      )}
      <p
        role="status"
        data-testid="distance-from-user"
        className={`detail-where__distance-text detail-where__distance-text--${asked.state}`}
      >
        {message}
      </p>
    </div>
  );
}
