import { bool, id, obj, text, textOrNull, type Json } from './payload-read.ts';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const MONTHS = ['summerMonthFrom', 'summerMonthTo', 'winterMonthFrom', 'winterMonthTo'] as const;

/** Stored opening hours (days with null times) as the form holds them (days with '' times). */
export function openingHoursToForm(stored: unknown): Json {
  const hours = obj(stored);
  const week = (value: unknown) =>
    Object.fromEntries(
      DAYS.map((day) => {
        const times = obj(obj(value)[day]);
        return [day, { from: text(times.from), to: text(times.to), notice: text(times.notice) }];
      }),
    );
  return {
    hasOpeningHoursRegular: bool(hours.hasOpeningHoursRegular),
    hasSummerWinterDifferent: bool(hours.hasSummerWinterDifferent),
    ...Object.fromEntries(MONTHS.flatMap((month) => (id(hours[month]) !== null ? [[month, id(hours[month])]] : []))),
    summer: week(hours.summer),
    winter: week(hours.winter),
  };
}

/**
 * The form's opening hours as the catalogue keeps them (the shape the detail screens read): only what the form shows
 * is kept, so a season or a time typed and then hidden again is not published.
 */
export function openingHoursFromForm(form: unknown, previousNotice: unknown = null): Json {
  const hours = obj(form);
  const regular = bool(hours.hasOpeningHoursRegular);
  const seasonal = regular && bool(hours.hasSummerWinterDifferent);
  const week = (value: unknown) =>
    Object.fromEntries(
      DAYS.map((day) => {
        const times = obj(obj(value)[day]);
        const notice = textOrNull(times.notice);
        return [day, { from: textOrNull(times.from), to: textOrNull(times.to), ...(notice ? { notice } : {}) }];
      }),
    );
  return {
    hasOpeningHoursRegular: regular,
    hasSummerWinterDifferent: seasonal,
    ...Object.fromEntries(MONTHS.map((month) => [month, seasonal ? id(hours[month]) : null])),
    summer: regular ? week(hours.summer) : {},
    winter: seasonal ? week(hours.winter) : {},
    notice: textOrNull(hours.notice) ?? textOrNull(previousNotice),
  };
}
