import { WEEKDAYS, type Weekday } from '../../src/shared/forms/opening-hours.ts';

/** One day's stored hours; both null when the place is closed that day. */
export interface DayHours {
  from: string | null;
  to: string | null;
  notice?: string;
}

export const hours = (from: string | null, to: string | null): DayHours => ({ from, to });

/** A stored week: the days given open at their hours, the others closed. */
export const week = (days: Partial<Record<Weekday, DayHours>> = {}): Record<Weekday, DayHours> =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, days[day] ?? hours(null, null)])) as Record<Weekday, DayHours>;

/** Every day of the week at the same hours. */
export const everyDay = (from: string | null, to: string | null) =>
  week(Object.fromEntries(WEEKDAYS.map((day) => [day, hours(from, to)])));

/**
 * Stored opening hours (spec 02 §3 openingHours): with a winter week, summer is April–October and winter
 * November–March; without one, the summer week holds all year.
 */
export function openingHours(summer: object, winter?: object) {
  return winter
    ? {
        hasOpeningHoursRegular: true,
        hasSummerWinterDifferent: true,
        summerMonthFrom: 4,
        summerMonthTo: 10,
        winterMonthFrom: 11,
        winterMonthTo: 3,
        summer,
        winter,
      }
    : { hasOpeningHoursRegular: true, hasSummerWinterDifferent: false, summer, winter: {} };
}
