import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { Random } from '../random.ts';
import { MEDIA_KINDS, blurThumb, createSeedMedia, pictureSvg } from '../seed-media.ts';
import { badgeColour, initials, logoSvg } from './logo.ts';

const colours = (svg: string) => new Set(svg.match(/#[0-9a-f]{6}/g) ?? []);
const hex = (data: Buffer, pixel: number) =>
  `#${[0, 1, 2].map((i) => (data[pixel * 4 + i] ?? 0).toString(16).padStart(2, '0')).join('')}`;
/** The colours of a PNG data URL's top and bottom rows, and its size. */
function thumbRows(dataUrl: string): { width: number; height: number; top: Set<string>; bottom: Set<string> } {
  expect(dataUrl).toMatch(/^data:image\/png;base64,/);
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  const row = (y: number) => new Set(Array.from({ length: png.width }, (_, x) => hex(png.data, y * png.width + x)));
  return { width: png.width, height: png.height, top: row(0), bottom: row(png.height - 1) };
}

describe('seed pictures', () => {
  it('give six neighbouring places of each kind six different pictures', () => {
    const random = new Random(42);
    for (const kind of MEDIA_KINDS) {
      const pictures = [1001, 1002, 1003, 1004, 1005, 1006].map(
        (id) => pictureSvg(kind, random.fork(`${kind}-${id}`)).svg,
      );
      expect(new Set(pictures).size).toBe(6);
    }
  });

  it('differ in palette, not only in detail: six vineyards use more than two sky colours', () => {
    const random = new Random(42);
    const skies = [1, 2, 3, 4, 5, 6].map((id) => pictureSvg('vineyard', random.fork(`vineyard-${id}`)).thumb[0]?.[1]);
    expect(new Set(skies).size).toBeGreaterThan(2);
  });

  it('are the same bytes for the same stream, whatever was drawn before', () => {
    const once = pictureSvg('event', new Random(9).fork('event-70001')).svg;
    const random = new Random(9);
    pictureSvg('food', random.fork('food-1'));
    expect(pictureSvg('event', random.fork('event-70001')).svg).toBe(once);
  });

  it('each draw a subject of their own kind', () => {
    const random = new Random(3);
    const draw = (kind: (typeof MEDIA_KINDS)[number]) => pictureSvg(kind, random.fork(`${kind}-1`)).svg;
    // Vine rows clipped to the field, bottle and glass on a table, a plate with a dish, festival tents and a crowd.
    // A winery's land is seen three ways: rows to the horizon, grapes close up, fields from above.
    const vineyards = Array.from({ length: 30 }, (_, i) => pictureSvg('vineyard', random.fork(`vineyard-${i}`)).svg);
    for (const view of ['clip-path="url(#field)"', 'id="back"', '<pattern '])
      expect(vineyards.some((svg) => svg.includes(view))).toBe(true);
    expect(draw('wine')).toContain('id="wall"');
    expect(draw('food')).toMatch(/<circle [^>]*r="\d+(\.\d)?" fill="#(ffffff|f4efe6|e8eef0|2b2b2b|d9c7a7)"/);
    expect(draw('event')).toMatch(/a\d+(\.\d)?,\d+(\.\d)? 0 0 0/);
  });

  it('have a blur-up thumbnail in the colours of the picture itself', async () => {
    const media = await createSeedMedia(new Random(5), undefined);
    const [a, b] = [media.image('vineyard', 1001), media.image('vineyard', 1002)];
    expect(a.blurUpThumb).not.toBe(b.blurUpThumb);
    expect(a.blurUpThumb).toBe(blurThumb(pictureSvg('vineyard', new Random(5).fork('vineyard-1001')).thumb));
    for (const kind of MEDIA_KINDS) {
      for (let id = 1; id <= 12; id += 1) {
        const { svg, thumb } = pictureSvg(kind, new Random(5).fork(`${kind}-${id}`));
        const inPicture = colours(svg);
        expect(thumb.length).toBeGreaterThanOrEqual(2);
        for (const [, colour] of thumb) expect(inPicture).toContain(colour);
        // A raster thumbnail in the picture's proportions, its colours from the top stop down to the bottom one.
        const { width, height, top, bottom } = thumbRows(blurThumb(thumb));
        expect([width, height]).toEqual([16, 9]);
        expect(top.size).toBe(1);
        expect(bottom.size).toBe(1);
        expect(top).toContain(thumb[0]?.[1]);
        expect(bottom).toContain(thumb.at(-1)?.[1]);
      }
    }
  });
});

describe('seed logos', () => {
  it('are monograms of the name', () => {
    expect(initials('Vinařství Mikulov')).toBe('VM');
    expect(initials('Hostinec U Nováků')).toBe('HN');
    expect(initials('Šlechtitelská stanice')).toBe('ŠS');
    expect(initials('Víno Novák e-shop')).toBe('VN');
    expect(initials('Pálava')).toBe('P');
    expect(logoSvg('Vinařství Mikulov')).toContain('>VM</text>');
  });

  it('keep a name its colour, and give names different colours', () => {
    expect(badgeColour('Vinařství Mikulov')).toBe(badgeColour('Vinařství Mikulov'));
    const names = [
      'Vinařství Mikulov',
      'Vinotéka Novák',
      'Sklep u Dvořáků',
      'Penzion Svoboda',
      'Vinárna Černý',
      'Víno Král',
    ];
    expect(new Set(names.map(badgeColour)).size).toBeGreaterThan(3);
    expect(logoSvg('Vinařství Mikulov')).toContain(`fill="${badgeColour('Vinařství Mikulov')}"`);
  });

  it('are one file per monogram and colour', async () => {
    const media = await createSeedMedia(new Random(5), undefined);
    expect(media.logo('Vinařství Mikulov').url).toBe(media.logo('Vinařství Mikulov').url);
    expect(media.logo('Vinařství Mikulov').url).not.toBe(media.logo('Vinotéka Novák').url);
    expect(media.logo('Šlechtitelská stanice').url).not.toBe(media.logo('Slechtitelska stanice').url);
  });
});
