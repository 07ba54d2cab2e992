import { describe, expect, it } from 'vitest';
import { UPCOMING_DAYS_SHOWN } from '../../../shared/constants/events.ts';
import {
  dayShown,
  firstDayWithEvents,
  mergeCounts,
  monthsOf,
  nextDayWithEvents,
  slidesPerStep,
  upcomingDays,
} from './upcoming-days.ts';

describe('upcoming-events day picker', () => {
  it('offers today and the following days, across a month end', () => {
    const days = upcomingDays('2026-11-29');
    expect(days).toHaveLength(UPCOMING_DAYS_SHOWN);
    expect(days.slice(0, 3)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(monthsOf(days)).toEqual(['2026-11-01', '2026-12-01']);
  });

  it('merges the per-month counts only once every month has answered', () => {
    expect(mergeCounts([{ '2026-11-30': 2 }, undefined])).toBeUndefined();
    expect(mergeCounts([{ '2026-11-30': 2 }, { '2026-12-01': 0 }])).toEqual({ '2026-11-30': 2, '2026-12-01': 0 });
  });

  it('starts on the first day with an event, else today', () => {
    const days = ['2026-11-29', '2026-11-30', '2026-12-01'];
    expect(firstDayWithEvents(days, { '2026-11-30': 1 })).toBe('2026-11-30');
    expect(firstDayWithEvents(days, {})).toBe('2026-11-29');
  });

  it('shows the first day with an event once the counts are in, the first day until then', () => {
    const days = ['2026-11-29', '2026-11-30'];
    expect(dayShown(days, { '2026-11-30': 3 }, '2026-11-29')).toBe('2026-11-30');
    expect(dayShown(days, undefined, '2026-11-29')).toBe('2026-11-29');
    expect(dayShown([], undefined, '2026-11-28')).toBe('2026-11-28');
  });

  it('moves by arrow keys over days with events only', () => {
    const days = ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'];
    const counts = { '2026-11-29': 1, '2026-11-30': 0, '2026-12-01': 0, '2026-12-02': 4 };
    expect(nextDayWithEvents(days, counts, '2026-11-29', 1)).toBe('2026-12-02');
    expect(nextDayWithEvents(days, counts, '2026-12-02', 1)).toBe('2026-12-02');
    expect(nextDayWithEvents(days, counts, '2026-12-02', -1)).toBe('2026-11-29');
    expect(nextDayWithEvents(days, counts, '2026-12-02', 'first')).toBe('2026-11-29');
    expect(nextDayWithEvents(days, counts, '2026-11-29', 'last')).toBe('2026-12-02');
  });

  it('scrolls three days on a phone and one on a desktop', () => {
    expect(slidesPerStep(true)).toBe(3);
    expect(slidesPerStep(false)).toBe(1);
  });
});
