import { describe, expect, it } from 'vitest';
import { moveBetweenColumns, sameColumns } from './board-columns.ts';

const columns = { day1: ['a', 'b', 'c'], day2: ['d', 'e'], none: [] };

describe('moveBetweenColumns', () => {
  it('moves a stop before the stop it is over in another day', () => {
    expect(moveBetweenColumns(columns, 'b', 'day2', 'e')).toEqual({
      day1: ['a', 'c'],
      day2: ['d', 'b', 'e'],
      none: [],
    });
  });

  it('puts it at the end when it is over the day itself (an empty day too)', () => {
    expect(moveBetweenColumns(columns, 'a', 'none', 'none')).toEqual({
      day1: ['b', 'c'],
      day2: ['d', 'e'],
      none: ['a'],
    });
  });

  it('changes nothing within one day or over nothing', () => {
    expect(moveBetweenColumns(columns, 'a', 'day1', 'c')).toBe(columns);
    expect(moveBetweenColumns(columns, 'a', null, 'x')).toBe(columns);
  });
});

describe('sameColumns', () => {
  it('is true for a new read of the same board, false when a stop, its order or a column differs', () => {
    expect(sameColumns(columns, { day1: ['a', 'b', 'c'], day2: ['d', 'e'], none: [] })).toBe(true);
    expect(sameColumns(columns, { day1: ['a', 'c', 'b'], day2: ['d', 'e'], none: [] })).toBe(false);
    expect(sameColumns(columns, { day1: ['a', 'b'], day2: ['d', 'e', 'c'], none: [] })).toBe(false);
    expect(sameColumns(columns, { day1: ['a', 'b', 'c'], day2: ['d', 'e'] })).toBe(false);
    expect(sameColumns(columns, { day1: ['a', 'b', 'c'], day3: ['d', 'e'], none: [] })).toBe(false);
  });
});
