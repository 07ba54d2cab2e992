import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import type { PlaceStateType } from '../../../shared/constants/places.ts';
import { PlaceToggles, type ToggledPlace } from '../../ui/place-state/place-toggles.tsx';
import { NavigateLink } from './navigate-link.tsx';
import { ShareButton } from './share-button.tsx';
import './action-texts.ts';

/**
 * The action bar under a detail's title: favourite, visited, wishlist and add to trip (the place toggles, with their
 * outbox and sign-in modal), share and navigate. On a phone, once the bar has scrolled away it floats at the bottom of
 * the screen, where the thumb is.
 */
export function DetailActions({
  placeType,
  placeId,
  place,
  locale,
}: {
  placeType: PlaceStateType;
  placeId: number;
  place: ToggledPlace;
  locale: RoutedLocale;
}) {
  const { t } = useTranslation();
  const anchor = useRef<HTMLDivElement>(null);
  // The bar's height while it floats, kept by its place so the page does not jump.
  const [floating, setFloating] = useState<number | null>(null);
  useEffect(() => {
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      const away = !entry.isIntersecting && entry.boundingClientRect.top < 0;
      setFloating(away ? element.offsetHeight : null);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const { latitude, longitude } = place;
  return (
    <div
      ref={anchor}
      className="detail-actions__anchor"
      style={floating === null ? undefined : { minHeight: floating }}
    >
      <div
        className={`detail-actions${floating === null ? '' : ' detail-actions--floating'}`}
        data-testid="detail-actions"
      >
        <PlaceToggles
          toggles={['favorite', 'visited', 'wishlist']}
          placeType={placeType}
          placeId={placeId}
          place={place}
          locale={locale}
          label={t('detailActions.bar')}
          withTrip
        >
          <ShareButton title={place.title} />
          {latitude !== null && longitude !== null && (
            <NavigateLink target={{ latitude, longitude, name: place.title }} />
          )}
        </PlaceToggles>
      </div>
    </div>
  );
}
