import dayjs from 'dayjs';
import { RULE_MESSAGES } from './form-messages.ts';
import { isIsoDate } from './form-rules.ts';
import { OPEN_CELLARS_EVENT_TYPE, OPEN_CELLARS_MIN_MONTHS, OPEN_CELLARS_MIN_WINERIES } from './request-constants.ts';

export interface OpenCellarsProblem {
  path: 'winemakers' | 'dateTo';
  message: string;
}

const FRIDAY = 5;
const SATURDAY = 6;
const SUNDAY = 0;

function hasWholeWeekend(from: dayjs.Dayjs, to: dayjs.Dayjs): boolean {
  const seen = new Set<number>();
  for (let day = from; !day.isAfter(to) && seen.size < 7; day = day.add(1, 'day')) seen.add(day.day());
  return seen.has(FRIDAY) && seen.has(SATURDAY) && seen.has(SUNDAY);
}

/**
 * Spec 02 §5: "Open-cellars type events need at least 6 wineries, 2 months, and open Friday, Saturday and Sunday."
 * Read as: at least 6 winemakers listed; the dates, both days included, cover at least 2 calendar months
 * (1 May – 30 June is enough); and the range contains a Friday, a Saturday and a Sunday. Two months always
 * contain a weekend, but a short event gets both messages so the submitter sees everything that is missing.
 * Dates that are missing or out of order are left to their own rules.
 */
export function openCellarsProblems(event: {
  eventType?: unknown;
  winemakers?: unknown;
  dateFrom?: unknown;
  dateTo?: unknown;
}): OpenCellarsProblem[] {
  if (event.eventType !== OPEN_CELLARS_EVENT_TYPE.id) return [];
  const problems: OpenCellarsProblem[] = [];
  const wineries = Array.isArray(event.winemakers) ? event.winemakers.length : 0;
  if (wineries < OPEN_CELLARS_MIN_WINERIES)
    problems.push({ path: 'winemakers', message: RULE_MESSAGES.openCellarsWineries });
  if (!isIsoDate(event.dateFrom) || !isIsoDate(event.dateTo)) return problems;
  const from = dayjs(event.dateFrom);
  const to = dayjs(event.dateTo);
  if (to.isBefore(from)) return problems;
  if (to.add(1, 'day').isBefore(from.add(OPEN_CELLARS_MIN_MONTHS, 'month')))
    problems.push({ path: 'dateTo', message: RULE_MESSAGES.openCellarsMonths });
  if (!hasWholeWeekend(from, to)) problems.push({ path: 'dateTo', message: RULE_MESSAGES.openCellarsWeekend });
  return problems;
}
