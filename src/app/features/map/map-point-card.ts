import { expandCompactHours } from '../../../shared/domain/compact-hours.ts';
import type { CardPlace } from '../../ui/place-card/place-card.tsx';
import type { MapPoint } from '../../ui/map/place-map-props.ts';

/** A map point as the place card shows it beside the map: what the bubble knows, without a perex. */
export function mapPointCard(point: MapPoint): CardPlace {
  return {
    id: point.id,
    title: point.title,
    url: point.url,
    city: point.location,
    image: point.image ? { url: point.image, alt: null } : null,
    location: { latitude: point.latitude, longitude: point.longitude },
    rating: point.rating ?? null,
    ratingCount: point.ratingCount ?? null,
    perex: '',
    types: [point.type],
    openingHours: expandCompactHours(point.hours),
  };
}
