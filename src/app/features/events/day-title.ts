import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { formatDate } from '../../../shared/domain/dates.ts';
import { weekdayName } from '../../../shared/domain/calendar-names.ts';

/** A day of the upcoming-events block in full, 'sobota 28. 11. 2026': a day's title and its panel's name. */
export const dayTitle = (day: string, locale: RoutedLocale): string =>
  `${weekdayName(day, locale)} ${formatDate(day, locale)}`;
