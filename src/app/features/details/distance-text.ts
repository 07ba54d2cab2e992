import { intlLocale, type RoutedLocale } from '../../../shared/constants/locales.ts';

/**
 * A distance as a traveller reads it: metres to the nearest 10 under a kilometre, one decimal under ten kilometres,
 * whole kilometres beyond ("850 m", "2,4 km", "12 km").
 */
export function distanceText(km: number, locale: RoutedLocale): string {
  if (km < 0.995) return `${Math.max(10, Math.round(km * 100) * 10)} m`;
  const digits = km < 9.95 ? 1 : 0;
  const value = new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(km);
  return `${value} km`;
}
