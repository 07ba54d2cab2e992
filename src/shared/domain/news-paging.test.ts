import { describe, expect, it } from 'vitest';
import { newsPageCount, newsPageWindow } from './news-paging.ts';

describe('news paging (spec 01 §9)', () => {
  it('shows 9 on the first page and 10 from offset (page-1)*10-1 after', () => {
    expect(newsPageWindow(1)).toEqual({ offset: 0, limit: 9 });
    expect(newsPageWindow(2)).toEqual({ offset: 9, limit: 10 });
    expect(newsPageWindow(3)).toEqual({ offset: 19, limit: 10 });
  });

  it('counts ceil((count+1)/10) pages', () => {
    expect(newsPageCount(0)).toBe(1);
    expect(newsPageCount(9)).toBe(1);
    expect(newsPageCount(10)).toBe(2);
    expect(newsPageCount(150)).toBe(16);
  });
});
