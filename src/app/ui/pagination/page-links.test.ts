import { describe, expect, it } from 'vitest';
import { visiblePages } from './page-links.ts';

describe('page links', () => {
  it('lists every page when there are few', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
  });

  it('shows two pages either side of the current one, the first and the last, with gaps between', () => {
    expect(visiblePages(10, 76)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 76]);
    expect(visiblePages(1, 76)).toEqual([1, 2, 3, 'gap', 76]);
    expect(visiblePages(76, 76)).toEqual([1, 'gap', 74, 75, 76]);
  });

  it('leaves no gap where the neighbours meet the ends', () => {
    expect(visiblePages(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 8]);
  });

  it('keeps the ends reachable from a page past the last', () => {
    expect(visiblePages(999, 76)).toEqual([1, 'gap', 76]);
  });
});
