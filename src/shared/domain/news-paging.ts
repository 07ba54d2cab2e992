import { NEWS_FIRST_PAGE_SIZE, NEWS_PAGE_SIZE } from '../constants/content.ts';

/**
 * Spec 01 §9: page 1 shows 9 news (room for a banner), later pages 10 with offset (page-1)*10-1;
 * the pager counts ceil((count+1)/10) pages.
 */
export function newsPageWindow(page: number): { offset: number; limit: number } {
  return page <= 1
    ? { offset: 0, limit: NEWS_FIRST_PAGE_SIZE }
    : { offset: (page - 1) * NEWS_PAGE_SIZE - 1, limit: NEWS_PAGE_SIZE };
}

export function newsPageCount(count: number): number {
  return Math.ceil((count + 1) / NEWS_PAGE_SIZE);
}
