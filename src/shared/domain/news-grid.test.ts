import { describe, expect, it } from 'vitest';
import { newsBannerIndex, withNewsBanner } from './news-grid.ts';

const labels = <N, B>(cells: ReturnType<typeof withNewsBanner<N, B>>) =>
  cells.map((cell) => (cell.kind === 'banner' ? cell.banner : cell.news));

describe('news grid banner (spec 01 §9)', () => {
  it('sits at index 6 on the first page and 7 on the others', () => {
    expect(newsBannerIndex(1)).toBe(6);
    expect(newsBannerIndex(2)).toBe(7);
    expect(newsBannerIndex(9)).toBe(7);
  });

  it('is inserted after the sixth news on page 1 and after the seventh later', () => {
    const nine = Array.from({ length: 9 }, (_, i) => i);
    expect(labels(withNewsBanner(nine, 'B', 1))).toEqual([0, 1, 2, 3, 4, 5, 'B', 6, 7, 8]);
    const ten = Array.from({ length: 10 }, (_, i) => i);
    expect(labels(withNewsBanner(ten, 'B', 2))).toEqual([0, 1, 2, 3, 4, 5, 6, 'B', 7, 8, 9]);
  });

  it('leaves the banner out when there is none or the page is too short to reach its index', () => {
    expect(withNewsBanner([0, 1, 2], 'B', 1)).toHaveLength(3);
    expect(withNewsBanner([0, 1, 2, 3, 4, 5], 'B', 1)).toHaveLength(7);
    expect(withNewsBanner([0, 1, 2, 3, 4, 5, 6, 7, 8], undefined, 1)).toHaveLength(9);
  });
});
