import { CERTIFICATION_FLAGS } from '../../../shared/constants/places.ts';

type CertificationFlags = Record<(typeof CERTIFICATION_FLAGS)[number], boolean>;

/** A place's rating as answers show it: the rounded average of its ratings, or null before the first one. */
export const shownRating = (sum: number, count: number): { rating: number | null; ratingCount: number } => ({
  rating: count > 0 ? Math.round(sum / count) : null,
  ratingCount: count,
});

/** The certification column (a flag per kind, absent when false) as an answer's six flags. */
export const certificationFlags = (certification: Readonly<Record<string, boolean | undefined>>): CertificationFlags =>
  Object.fromEntries(CERTIFICATION_FLAGS.map((flag) => [flag, certification[flag] ?? false])) as CertificationFlags;
