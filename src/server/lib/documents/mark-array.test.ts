import { describe, expect, it } from 'vitest';
import { MarkArray } from './mark-array.ts';

describe('mark array', () => {
  it('counts a slot as marked only while it holds the current mark number', () => {
    const marks = new MarkArray(4);
    const first = marks.nextMark();
    marks.set(1, first);
    marks.set(3, first);
    expect([0, 1, 2, 3].filter((slot) => marks.get(slot) === first)).toEqual([1, 3]);
    const second = marks.nextMark();
    expect(second).not.toBe(first);
    expect([0, 1, 2, 3].filter((slot) => marks.get(slot) === second)).toEqual([]);
    marks.set(2, second);
    expect([0, 1, 2, 3].filter((slot) => marks.get(slot) === second)).toEqual([2]);
  });
});
