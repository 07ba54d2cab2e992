import { describe, expect, it } from 'vitest';
import { labelTextColour, luminance, newsCategoryColour, newsLabelColours } from './label-colour.ts';

describe('news category label colours (spec 01 §9)', () => {
  it('weighs red, green and blue as perceived', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#FFFFFF')).toBeCloseTo(255);
    expect(luminance('#FFC800')).toBeCloseTo(255 * 0.299 + 200 * 0.587);
    expect(luminance('#fff')).toBeCloseTo(255);
    expect(luminance('red')).toBeUndefined();
  });

  it('puts black text only on backgrounds brighter than 186', () => {
    expect(labelTextColour('#FFC800')).toBe('#000000');
    expect(labelTextColour('#A01435')).toBe('#FFFFFF');
    expect(labelTextColour('#39BFBF')).toBe('#FFFFFF');
    expect(labelTextColour('#EC4060')).toBe('#FFFFFF');
    expect(labelTextColour('#B8D000')).toBe('#FFFFFF');
  });

  it('treats exactly 186 as not exceeding the threshold', () => {
    // 186 / (0.299 + 0.587 + 0.114) = 186: a grey of 186 sits on the line, 187 is above it.
    expect(labelTextColour('#BABABA')).toBe('#FFFFFF');
    expect(labelTextColour('#BBBBBB')).toBe('#000000');
  });

  it('keeps the five spec colours and falls back to the default red for anything else', () => {
    expect(newsCategoryColour('#ffc800')).toBe('#FFC800');
    expect(newsCategoryColour('#B8D000')).toBe('#B8D000');
    expect(newsCategoryColour('#123456')).toBe('#A01435');
    expect(newsCategoryColour(null)).toBe('#A01435');
    expect(newsLabelColours('#FFC800')).toEqual({ background: '#FFC800', text: '#000000' });
    expect(newsLabelColours('bogus')).toEqual({ background: '#A01435', text: '#FFFFFF' });
  });
});
