import dayjs from 'dayjs';
import { intlLocale, type Locale } from '../constants/locales.ts';
import { pragueToday } from './prague-time.ts';

/** Spec 01 §9: cs and pl 'D. M. YYYY', en 'DD/MM/YYYY'. */
const SHORT: Record<Locale, string> = { cs: 'D. M. YYYY', pl: 'D. M. YYYY', de: 'D. M. YYYY', en: 'DD/MM/YYYY' };

/** A date-only value ('YYYY-MM-DD') is a calendar day; anything else is an instant, taken on its Prague day. */
function inPrague(value: string | Date) {
  return dayjs(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : pragueToday(new Date(value)));
}

export function formatDate(value: string | Date, locale: Locale): string {
  return inPrague(value).format(SHORT[locale]);
}

/** A calendar day ('YYYY-MM-DD') as the short form without its year: cs and pl '5. 3.', en '05/03'. */
export function formatDayMonth(day: string, locale: Locale): string {
  return dayjs(day).format(SHORT[locale].replace(/[\s/]*Y+$/, ''));
}

const calendarDayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A formatter of calendar days (given as UTC dates) in the locale's language, made once per locale and options:
 * making one costs far more than using it (the page's first, 85-140 ms of a slow phone's main thread), and the
 * calendar formats dozens of days per render. Only the long dates use it; day and month names: calendar-names.ts.
 */
function calendarDayFormat(locale: Locale, options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = calendarDayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' });
    calendarDayFormats.set(key, format);
  }
  return format;
}

/** The long form 'D. MMMM YYYY' with the month name declined as the language needs (Intl knows the genitive). */
export function formatLongDate(value: string | Date, locale: Locale): string {
  const day = inPrague(value);
  return calendarDayFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(Date.UTC(day.year(), day.month(), day.date())),
  );
}

/** A calendar day moved by whole months or days ('YYYY-MM-DD' in, 'YYYY-MM-DD' out). */
export function shiftDay(day: string, amount: number, unit: 'day' | 'month' | 'year'): string {
  return dayjs(day).add(amount, unit).format('YYYY-MM-DD');
}

/** The first and last day of the month a day falls in. */
export function monthRange(day: string): { from: string; to: string } {
  const start = dayjs(day).startOf('month');
  return { from: start.format('YYYY-MM-DD'), to: start.endOf('month').format('YYYY-MM-DD') };
}

/** A month's name and year in the locale, e.g. 'listopad 2026'. */
export function formatMonth(day: string, locale: Locale): string {
  const d = dayjs(day);
  return calendarDayFormat(locale, { month: 'long', year: 'numeric' }).format(
    new Date(Date.UTC(d.year(), d.month(), 1)),
  );
}
