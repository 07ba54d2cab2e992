import { describe, expect, it } from 'vitest';
import { isCentred, sliderEnds, sliderStep } from './slider-scroll.ts';

describe('slider scrolling', () => {
  it('moves by 80% of the visible width in either direction', () => {
    expect(sliderStep(1000, 1)).toBe(800);
    expect(sliderStep(375, -1)).toBe(-300);
  });

  it('knows when it is at the start or the end', () => {
    expect(sliderEnds(0, 2000, 500)).toEqual({ atStart: true, atEnd: false });
    expect(sliderEnds(700, 2000, 500)).toEqual({ atStart: false, atEnd: false });
    expect(sliderEnds(1500, 2000, 500)).toEqual({ atStart: false, atEnd: true });
    expect(sliderEnds(0, 400, 500)).toEqual({ atStart: true, atEnd: true });
  });

  it('centres a wine slider of four or fewer wines', () => {
    expect(isCentred(4)).toBe(true);
    expect(isCentred(5)).toBe(false);
  });
});
