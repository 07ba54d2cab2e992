import { describe, expect, it } from 'vitest';
import { positionAt, positionBetween, positionsInOrder } from './stop-positions.ts';

describe('stop positions', () => {
  it('puts a stop between its neighbours, before the first or after the last', () => {
    expect(positionBetween(2, 3)).toBe(2.5);
    expect(positionBetween(undefined, 3)).toBe(2);
    expect(positionBetween(4, undefined)).toBe(5);
    expect(positionBetween(undefined, undefined)).toBe(0);
  });

  it('keeps the order of the list it lands in, wherever it lands', () => {
    const day = [0, 1, 1.5, 4];
    for (let index = 0; index <= day.length; index++) {
      const next = [...day.slice(0, index), positionAt(day, index), ...day.slice(index)];
      expect([...next].sort((a, b) => a - b)).toEqual(next);
      expect(new Set(next).size).toBe(next.length);
    }
  });

  it('numbers a whole new order from 0', () => {
    expect(positionsInOrder(['a', 'b', 'c']).map((entry) => entry.position)).toEqual([0, 1, 2]);
  });
});
