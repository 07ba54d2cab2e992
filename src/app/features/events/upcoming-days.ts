import { UPCOMING_DAYS_SHOWN, UPCOMING_SLIDES_PER_STEP } from '../../../shared/constants/events.ts';
import { monthRange, shiftDay } from '../../../shared/domain/dates.ts';

type Counts = Readonly<Record<string, number>>;

/** The days the picker offers: today and the days after it. */
export function upcomingDays(today: string, length = UPCOMING_DAYS_SHOWN): string[] {
  return Array.from({ length }, (_, i) => shiftDay(today, i, 'day'));
}

/** The months to ask `/api/upcomingEventsCounts` about (it answers per month), as each month's first day. */
export function monthsOf(days: readonly string[]): string[] {
  return [...new Set(days.map((day) => monthRange(day).from))];
}

/** One day → count map from the per-month answers; undefined until every month has answered. */
export function mergeCounts(answers: readonly (Counts | undefined)[]): Counts | undefined {
  if (answers.some((answer) => answer === undefined)) return undefined;
  return Object.assign({}, ...answers) as Counts;
}

/** The day chosen before the visitor picks one: the first with an event, else today. */
export function firstDayWithEvents(days: readonly string[], counts: Counts): string | undefined {
  return days.find((day) => (counts[day] ?? 0) > 0) ?? days[0];
}

/** The day the panel shows before the visitor picks one (the block and its data loader agree on it). */
export function dayShown(days: readonly string[], counts: Counts | undefined, today: string): string {
  return (counts ? firstDayWithEvents(days, counts) : undefined) ?? days[0] ?? today;
}

/** Spec 01 §2: one press of an arrow moves 3 days on a phone and 1 on a desktop. */
export function slidesPerStep(narrow: boolean): number {
  return narrow ? UPCOMING_SLIDES_PER_STEP.narrow : UPCOMING_SLIDES_PER_STEP.wide;
}

/** Arrow-key movement over the picker: the next day with events in that direction, or the same day at the end. */
export function nextDayWithEvents(
  days: readonly string[],
  counts: Counts,
  current: string,
  direction: -1 | 1 | 'first' | 'last',
): string {
  const enabled = days.filter((day) => (counts[day] ?? 0) > 0);
  if (enabled.length === 0) return current;
  if (direction === 'first') return enabled[0] ?? current;
  if (direction === 'last') return enabled[enabled.length - 1] ?? current;
  const candidates =
    direction === 1 ? enabled.filter((day) => day > current) : enabled.filter((day) => day < current).reverse();
  return candidates[0] ?? current;
}
