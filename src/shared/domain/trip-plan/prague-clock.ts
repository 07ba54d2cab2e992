import { pragueWallClock } from '../prague-time.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MINUTES = 24 * 60;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** A real calendar day 'YYYY-MM-DD' as UTC midnight, or null. */
export function parseDate(value: string | null | undefined): number | null {
  const match = value ? DATE.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? time : null;
}

/** 'HH:MM' (00:00–23:59) as minutes since midnight, or null. */
export function parseTime(value: string | null | undefined): number | null {
  const match = value ? TIME.exec(value) : null;
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours <= 23 && minutes <= 59 ? hours * 60 + minutes : null;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** Minutes since midnight as 'HH:MM' (a later day's minutes wrap). */
export function formatTime(minutes: number): string {
  const inDay = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
}

/** A UTC-midnight time as 'YYYY-MM-DD'. */
export const formatDate = (utcMidnight: number): string => new Date(utcMidnight).toISOString().slice(0, 10);

/**
 * The instant Prague's clock reads a date and time. On the October change the hour 02:00–03:00 comes twice: the first
 * (summer time) is taken. On the March change 02:00–03:00 does not exist: such a time is read on winter time, so
 * 02:30 is the instant the clock shows 03:30, as a clock moved forward would.
 */
export function pragueInstant(date: number, minutes: number): number {
  const wall = date + minutes * MINUTE_MS;
  for (const offsetHours of [2, 1]) {
    const instant = wall - offsetHours * HOUR_MS;
    if (pragueWallClock(new Date(instant)).getTime() === wall) return instant;
  }
  return wall - HOUR_MS;
}

/** Prague's calendar day (as UTC midnight) and minutes since its midnight at an instant. */
export function pragueWall(instant: number): { date: number; minutes: number } {
  const wall = pragueWallClock(new Date(instant)).getTime();
  const date = Math.floor(wall / (DAY_MINUTES * MINUTE_MS)) * DAY_MINUTES * MINUTE_MS;
  return { date, minutes: Math.floor((wall - date) / MINUTE_MS) };
}
