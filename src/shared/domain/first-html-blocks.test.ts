import { describe, expect, it } from 'vitest';
import { firstHtmlBlockCount } from './first-html-blocks.ts';

const blocks = (...types: string[]) => types.map((type) => ({ type }));

describe('the blocks the first HTML draws in place', () => {
  it('counts the leading topbar, crossroad and rich text blocks, up to the first block of another type', () => {
    expect(firstHtmlBlockCount(blocks('topbar', 'crossroad', 'slider', 'crossroad'))).toBe(2);
    expect(firstHtmlBlockCount(blocks('rich_text', 'topbar'))).toBe(2);
    expect(firstHtmlBlockCount(blocks('slider', 'topbar'))).toBe(0);
    expect(firstHtmlBlockCount([])).toBe(0);
  });
});
