import type { TFunction } from '../../i18n/texts-store.ts';
import type { MapPoint } from './place-map-props.ts';
import '../place-type-texts.ts';

/** The point's type as one word ("Vinař"), or null for a type the bubble has no label for. */
export function typeLabel(type: string, t: TFunction): string | null {
  const key = `placeTypes.${type}`;
  const label = t(key);
  return label === key ? null : label;
}

/** "★ 4 (12)" for a rated place; null when unrated or the point has no ratings. */
export function ratingText(point: Pick<MapPoint, 'rating' | 'ratingCount'>, t: TFunction): string | null {
  if (point.rating == null || !point.ratingCount) return null;
  return t('map.bubble.rating', { rating: point.rating, votes: point.ratingCount });
}
