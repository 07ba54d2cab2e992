import { useTranslation } from '../../i18n/use-translation.tsx';
import type { PlaceType } from '../../../shared/constants/places.ts';
import { SafeLink } from '../safe-link.tsx';
import { OpenStatusLabel } from '../open-status-label.tsx';
import type { PlaceFlags } from '../../lib/place-flags.ts';
import { SaveButton } from '../place-state/save-button.tsx';
import '../place-state/texts.ts';
import '../place-type-texts.ts';
import { CARD_IMAGE } from '../../../shared/domain/image-url.ts';
import { ResponsiveImage, type ImageSource } from '../responsive-image.tsx';
import { cardRating } from './card-rating.ts';
import './place-card.css';

/** What a card shows of a place: a list's item, or a map's point. */
export interface CardPlace {
  id: number;
  title: string;
  url: string;
  city: string | null;
  image: ImageSource | null;
  location: { latitude: number; longitude: number } | null;
  rating: number | null | undefined;
  ratingCount: number | null | undefined;
  perex: string;
  types: readonly string[];
  openingHours: unknown;
}

/**
 * A list card: on a phone a compact row (thumbnail, type, title, town, rating), from 48rem a grid card with the
 * image 418×244 (spec 01 §9) and the perex. The first card's image is the page's largest paint, so it loads at once;
 * the others wait until they near the viewport. The heart saves the place as a favorite (not for an event or a
 * location: no placeType); signed in, the card marks the user's visited and wishlist places. A compact card stays a row
 * at every width (the results beside a map).
 */
export function PlaceCard({
  item,
  placeType,
  first = false,
  flags,
  compact = false,
}: {
  item: CardPlace;
  placeType: PlaceType | null;
  first?: boolean;
  flags?: PlaceFlags | undefined;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const rating = cardRating(item.rating, item.ratingCount);
  return (
    <li className={compact ? 'place-card place-card--compact' : 'place-card'}>
      {item.image ? (
        <ResponsiveImage
          className="place-card__image"
          image={item.image}
          size={CARD_IMAGE}
          sizes={compact ? '6.5rem' : '(min-width: 48rem) 418px, 6.5rem'}
          eager={first}
          highPriority={first}
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
                <span className="visually-hidden">
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
      {placeType && (
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
              types: [...item.types],
            },
          }}
        />
      )}
    </li>
  );
}
