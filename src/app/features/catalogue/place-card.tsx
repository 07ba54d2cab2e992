import { useTranslation } from 'react-i18next';
import { SafeLink } from '../../ui/safe-link.tsx';
import { OpenStatusLabel } from '../../ui/open-status-label.tsx';
import type { PlaceFlags } from '../../lib/place-states.ts';
import '../../ui/place-state/texts.ts';
import type { ListItem } from './api.ts';

/**
 * A list card: image 418×244 (spec 01 §9), title to the detail, town, types and perex. The first card's image is
 * the page's largest paint, so it loads at once; the others wait until they near the viewport. Signed in, the card
 * marks the user's visited / favorite / wishlist places.
 */
export function PlaceCard({
  item,
  first = false,
  flags,
}: {
  item: ListItem;
  first?: boolean;
  flags?: PlaceFlags | undefined;
}) {
  const { t } = useTranslation();
  return (
    <li className="place-card">
      {item.image ? (
        <img
          className="place-card__image"
          src={item.image.url}
          alt={item.image.alt ?? ''}
          width={418}
          height={244}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding="async"
        />
      ) : (
        <div className="place-card__image place-card__image--empty" aria-hidden="true" />
      )}
      <div className="place-card__body">
        <p className="place-card__types">{item.types.map((type) => t(`catalogue.types.${type}`)).join(' · ')}</p>
        <h2 className="place-card__title">
          <SafeLink href={item.url}>{item.title}</SafeLink>
        </h2>
        {item.city && <p className="place-card__city">{item.city}</p>}
        <OpenStatusLabel hours={item.openingHours} className="place-card__open" />
        {flags && (flags.isVisited || flags.isFavorite || flags.isPlannedToVisit) && (
          <p className="place-card__marks" data-testid="place-marks">
            {flags.isVisited && <span>✓ {t('placeState.visited')}</span>}
            {flags.isFavorite && <span>♥ {t('placeState.favorite')}</span>}
            {flags.isPlannedToVisit && <span>⚑ {t('placeState.wishlist')}</span>}
          </p>
        )}
        {item.perex && <p className="place-card__perex">{item.perex}</p>}
      </div>
    </li>
  );
}
