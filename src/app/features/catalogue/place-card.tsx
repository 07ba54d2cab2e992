import { useTranslation } from 'react-i18next';
import type { PlaceType } from '../../../shared/constants/places.ts';
import { SafeLink } from '../../ui/safe-link.tsx';
import { OpenStatusLabel } from '../../ui/open-status-label.tsx';
import type { PlaceFlags } from '../../lib/place-states.ts';
import { SaveButton } from '../../ui/place-state/save-button.tsx';
import '../../ui/place-state/texts.ts';
import '../../ui/place-type-texts.ts';
import type { ListItem } from './api.ts';
import { cardRating } from './card-rating.ts';

/**
 * A list card: on a phone a compact row (thumbnail, type, title, town, rating), from 48rem a grid card with the
 * image 418×244 (spec 01 §9) and the perex. The first card's image is the page's largest paint, so it loads at once;
 * the others wait until they near the viewport. The heart saves the place as a favorite; signed in, the card marks
 * the user's visited and wishlist places.
 */
export function PlaceCard({
  item,
  placeType,
  first = false,
  flags,
}: {
  item: ListItem;
  placeType: PlaceType;
  first?: boolean;
  flags?: PlaceFlags | undefined;
}) {
  const { t } = useTranslation();
  const rating = cardRating(item.rating, item.ratingCount);
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
        <p className="place-card__types">{item.types.map((type) => t(`placeTypes.${type}`)).join(' · ')}</p>
        <h2 className="place-card__title">
          <SafeLink href={item.url}>{item.title}</SafeLink>
        </h2>
        {(item.city || rating) && (
          <p className="place-card__facts">
            {item.city && <span className="place-card__city">{item.city}</span>}
            {rating && (
              <span className="place-card__rating">
                <span aria-hidden="true" data-testid="card-rating">
                  ★ {rating.value} <span className="place-card__rating-count">({rating.count})</span>
                </span>
                <span className="sr-only-text">
                  {t('placeState.cardScore', { value: rating.value, count: rating.count })}
                </span>
              </span>
            )}
          </p>
        )}
        <OpenStatusLabel hours={item.openingHours} className="place-card__open" />
        {flags && (flags.isVisited || flags.isPlannedToVisit) && (
          <p className="place-card__marks" data-testid="place-marks">
            {flags.isVisited && <span>✓ {t('placeState.visited')}</span>}
            {flags.isPlannedToVisit && <span>⚑ {t('placeState.wishlist')}</span>}
          </p>
        )}
        {item.perex && <p className="place-card__perex">{item.perex}</p>}
      </div>
      <SaveButton
        className="place-card__save"
        target={{
          placeType,
          placeId: item.id,
          place: {
            title: item.title,
            url: item.url,
            city: item.city,
            image: item.image?.url ?? null,
            latitude: item.location?.latitude ?? null,
            longitude: item.location?.longitude ?? null,
            types: item.types,
          },
        }}
      />
    </li>
  );
}
