import dayjs from 'dayjs';
import 'dayjs/locale/cs.js';
import 'dayjs/locale/pl.js';
import type { RoutedLocale } from '../constants/locales.ts';

// The names come from dayjs's locale data rather than Intl: the first Intl date formatter a page makes costs 85-140 ms
// of a slow phone's main thread (Chromium at 4x CPU slowdown; later ones under 3 ms), inside the render that takes the
// server's page over. The home page's day picker and a detail's seasonal hours made one only for these names; the
// short weekday names are the open-status texts' (open-status-text.ts).

/** A calendar day's ('YYYY-MM-DD') weekday in the locale, in full: 'sobota', 'Saturday'. */
export function weekdayName(day: string, locale: RoutedLocale): string {
  return dayjs(day).locale(locale).format('dddd');
}

/** A month's (1-12) name as it stands alone in the locale: 'listopad', 'November', 'listopad'. */
export function monthName(month: number, locale: RoutedLocale): string {
  return dayjs(new Date(2000, month - 1, 1))
    .locale(locale)
    .format('MMMM');
}
