import { describe, expect, it } from 'vitest';
import { groupByDay, groupsToShow } from './day-groups.ts';

describe('results grouped by day', () => {
  it('groups events by their first day in day order, running ones under the range start', () => {
    const groups = groupByDay(
      [
        { dateFrom: '2026-11-20', id: 1 },
        { dateFrom: '2026-11-25', id: 2 },
        { dateFrom: '2026-11-23', id: 3 },
        { dateFrom: '2026-11-25', id: 4 },
      ],
      '2026-11-23',
    );
    expect(groups.map((g) => [g.day, g.events.map((e) => e.id)])).toEqual([
      ['2026-11-23', [1, 3]],
      ['2026-11-25', [2, 4]],
    ]);
  });

  it('has no groups for no events', () => {
    expect(groupByDay([], '2026-11-23')).toEqual([]);
  });

  it('shows whole days until the batch is full', () => {
    const groups = [{ events: [1, 2] }, { events: [3, 4, 5] }, { events: [6] }];
    expect(groupsToShow(groups, 1)).toBe(1);
    expect(groupsToShow(groups, 3)).toBe(2);
    expect(groupsToShow(groups, 5)).toBe(2);
    expect(groupsToShow(groups, 50)).toBe(3);
  });
});
