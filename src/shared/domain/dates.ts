import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { TIME_ZONE, type Locale } from '../constants/locales.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Spec 01 §9: cs and pl 'D. M. YYYY', en 'DD/MM/YYYY'. */
const SHORT: Record<Locale, string> = { cs: 'D. M. YYYY', pl: 'D. M. YYYY', de: 'D. M. YYYY', en: 'DD/MM/YYYY' };

/** A date-only value ('YYYY-MM-DD') is a calendar day; anything else is an instant shown in Prague time. */
function inPrague(value: string | Date) {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs.tz(value, TIME_ZONE) : dayjs(value).tz(TIME_ZONE);
}

export function formatDate(value: string | Date, locale: Locale): string {
  return inPrague(value).format(SHORT[locale]);
}

/** The long form 'D. MMMM YYYY' with the month name declined as the language needs (Intl knows the genitive). */
export function formatLongDate(value: string | Date, locale: Locale): string {
  const day = inPrague(value);
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(day.year(), day.month(), day.date())));
}

/** Today's calendar day in Prague as 'YYYY-MM-DD'. */
export function pragueToday(now: Date = new Date()): string {
  return dayjs(now).tz(TIME_ZONE).format('YYYY-MM-DD');
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
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(d.year(), d.month(), 1)));
}
