import type { z } from 'zod';
import type { placesCalls } from '../../../shared/api/calls/places.ts';

type Summary = z.input<typeof placesCalls.wineEntityList.output>['items'][number];
type CertificationFlags = Pick<Summary, 'certifiedWinemaker' | 'certifiedWineCellar' | 'certifiedWineshop' | 'certifiedWineBar' | 'certifiedAccomodation' | 'certifiedRestaurant'>;

/** The rating as a list shows it: the rounded average, or null before the first rating. */
export const shownRating = (sum: number, count: number): Pick<Summary, 'rating' | 'ratingCount'> =>
  ({ rating: count > 0 ? Math.round(sum / count) : null, ratingCount: count });

/** The certification column (a flag per kind, absent when false) as the summary's flags. */
export const certificationFlags = (certification: Readonly<Record<string, boolean>>): CertificationFlags => ({
  certifiedWinemaker: certification.certifiedWinemaker ?? false, certifiedWineCellar: certification.certifiedWineCellar ?? false,
  certifiedWineshop: certification.certifiedWineshop ?? false, certifiedWineBar: certification.certifiedWineBar ?? false,
  certifiedAccomodation: certification.certifiedAccomodation ?? false, certifiedRestaurant: certification.certifiedRestaurant ?? false,
});
