import { describe, expect, it } from 'vitest';
import { PODCAST_MAX_PAGE_LINKS } from '../../../shared/constants/content.ts';
import { pageWindow as windowOf } from '../../ui/pagination/page-links.ts';

const pageWindow = (current: number, last: number) => windowOf(current, last, PODCAST_MAX_PAGE_LINKS);

describe('podcast page links', () => {
  it('lists every page when there are six or fewer', () => {
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(6, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows at most six links around the current page, kept inside the range', () => {
    expect(pageWindow(1, 17)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageWindow(9, 17)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(pageWindow(17, 17)).toEqual([12, 13, 14, 15, 16, 17]);
    expect(pageWindow(40, 17)).toEqual([12, 13, 14, 15, 16, 17]);
  });

  it('has no links without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
