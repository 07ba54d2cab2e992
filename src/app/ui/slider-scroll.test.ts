import { describe, expect, it } from 'vitest';
import { isCentred, sliderEnds, sliderStep, usesSlider } from './slider-scroll.ts';

describe('slider scrolling', () => {
  it('moves by 80% of the visible width, rounded to whole pixels, in the pressed direction', () => {
    expect(sliderStep(1000, 1)).toBe(800);
    expect(sliderStep(1000, -1)).toBe(-800);
    expect(sliderStep(375, 1)).toBe(300);
    expect(sliderStep(375, -1)).toBe(-300);
    expect(sliderStep(333, 1)).toBe(266);
  });

  it('disables previous at the start and next at the end, tolerating a pixel of rounding', () => {
    expect(sliderEnds(0, 2000, 500)).toEqual({ atStart: true, atEnd: false });
    expect(sliderEnds(700, 2000, 500)).toEqual({ atStart: false, atEnd: false });
    expect(sliderEnds(1500, 2000, 500)).toEqual({ atStart: false, atEnd: true });
    expect(sliderEnds(1499.5, 2000, 500)).toEqual({ atStart: false, atEnd: true });
    expect(sliderEnds(0, 500, 500)).toEqual({ atStart: true, atEnd: true });
    expect(sliderEnds(0, 400, 500)).toEqual({ atStart: true, atEnd: true });
  });

  it('uses the card slider only for more than one item', () => {
    expect(usesSlider(0)).toBe(false);
    expect(usesSlider(1)).toBe(false);
    expect(usesSlider(2)).toBe(true);
  });

  it('centres a wine slider of four or fewer wines', () => {
    expect(isCentred(4)).toBe(true);
    expect(isCentred(5)).toBe(false);
  });
});
