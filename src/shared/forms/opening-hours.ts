import { z } from 'zod';
import { RULE_MESSAGES } from './form-messages.ts';
import {
  addIssue,
  evenWithFieldErrors,
  month,
  type NumericInput,
  openingHour,
  optionalText,
  toBoolean,
  yesNo,
} from './form-rules.ts';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const day = z.object({ from: openingHour, to: openingHour, notice: optionalText(200) });
const week = z
  .object({
    monday: day.prefault({}),
    tuesday: day.prefault({}),
    wednesday: day.prefault({}),
    thursday: day.prefault({}),
    friday: day.prefault({}),
    saturday: day.prefault({}),
    sunday: day.prefault({}),
  })
  .prefault({});

type DayHours = { from?: unknown; to?: unknown };

/** A day needs both times or neither, and closes after it opens ('HH:MM' compares as text). */
function checkWeek(days: Partial<Record<Weekday, DayHours>> | undefined, path: string, ctx: z.RefinementCtx): void {
  for (const weekday of WEEKDAYS) {
    const { from, to } = days?.[weekday] ?? {};
    if (typeof from !== 'string' || typeof to !== 'string') continue;
    if (from && !to) addIssue(ctx, [path, weekday, 'to'], RULE_MESSAGES.openingToMissing);
    else if (!from && to) addIssue(ctx, [path, weekday, 'from'], RULE_MESSAGES.openingFromMissing);
    else if (from && to && to <= from) addIssue(ctx, [path, weekday, 'to'], RULE_MESSAGES.openingOrder);
  }
}

/**
 * Opening hours of a restaurant or a wine entity. Without regular hours nothing below is shown, so
 * nothing is checked; without different seasons the summer days are the regular hours and winter is hidden.
 */
export const openingHoursSchema = z
  .object({
    hasOpeningHoursRegular: yesNo.default(false),
    hasSummerWinterDifferent: yesNo.default(false),
    summerMonthFrom: month,
    summerMonthTo: month,
    winterMonthFrom: month,
    winterMonthTo: month,
    summer: week,
    winter: week,
  })
  .superRefine((hours, ctx) => {
    const sections = openingHoursSections(hours);
    if (sections.hours) checkWeek(hours.summer, 'summer', ctx);
    if (sections.seasons) checkWeek(hours.winter, 'winter', ctx);
  }, evenWithFieldErrors);

export type OpeningHoursInput = z.input<typeof openingHoursSchema>;

/** Which parts of the opening-hours block are shown (spec 02 §4). */
export function openingHoursSections(
  hours: { hasOpeningHoursRegular?: unknown; hasSummerWinterDifferent?: unknown } | undefined,
): { hours: boolean; seasons: boolean } {
  const regular = toBoolean(hours?.hasOpeningHoursRegular);
  return { hours: regular, seasons: regular && toBoolean(hours?.hasSummerWinterDifferent) };
}

export interface DayHoursValues {
  from: string;
  to: string;
  notice: string;
}
/** The opening-hours block as the form holds it (month ids as select strings). */
export interface OpeningHoursValues {
  hasOpeningHoursRegular: boolean;
  hasSummerWinterDifferent: boolean;
  summerMonthFrom: NumericInput;
  summerMonthTo: NumericInput;
  winterMonthFrom: NumericInput;
  winterMonthTo: NumericInput;
  summer: Record<Weekday, DayHoursValues>;
  winter: Record<Weekday, DayHoursValues>;
}

const emptyWeek = () =>
  Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, { from: '', to: '', notice: '' }])) as Record<
    Weekday,
    DayHoursValues
  >;

export function emptyOpeningHours(): OpeningHoursValues {
  return {
    hasOpeningHoursRegular: false,
    hasSummerWinterDifferent: false,
    summerMonthFrom: '',
    summerMonthTo: '',
    winterMonthFrom: '',
    winterMonthTo: '',
    summer: emptyWeek(),
    winter: emptyWeek(),
  };
}
