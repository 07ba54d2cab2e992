import { displayedScore } from '../../../shared/domain/place-display.ts';

/**
 * What a card shows of a place's rating: the rounded average with how many rated it, or nothing while nobody has
 * (never an empty "★ –"). A list answer kept on the device from before cards showed ratings has neither field.
 */
export function cardRating(
  rating: number | null | undefined,
  ratingCount: number | null | undefined,
): { value: number; count: number } | null {
  const count = ratingCount ?? 0;
  const { value } = displayedScore(rating ?? null, count);
  return value === null || count <= 0 ? null : { value, count };
}
