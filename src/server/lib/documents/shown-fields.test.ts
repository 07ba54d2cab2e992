import { describe, expect, it } from 'vitest';
import { ShownFieldsPacker, shownImageJson, shownUrl, translatedText, type ShownRow } from './shown-fields.ts';

const picture = { id: 'seed-vineyard-1', url: '/media/seed/vineyard-1.svg', title: null, width: 1600, height: 900, focalPoint: { x: 0.5, y: 0.5 }, blurUpThumb: null };

function row(entityId: number, slug: string, title: Record<string, string>, url: Record<string, string>, alt: string | null = title.cs ?? null): ShownRow {
  return {
    entity_id: entityId, slug, title: JSON.stringify(title), picture: JSON.stringify(picture), alt, city: 'Mikulov', url: JSON.stringify(url), color_id: null,
    category: null,
  };
}

describe('shown fields', () => {
  const packer = new ShownFieldsPacker();
  const kucera = packer.pack(row(1001, 'vinarstvi-kucera', { cs: 'Vinařství Kučera' }, { cs: '/cs/vinari/1001-vinarstvi-kucera', en: '/en/winemakers/1001-vinarstvi-kucera' }));
  const novak = packer.pack(row(1002, 'novak', { cs: 'Novák', en: 'Novak' }, { cs: '/cs/vinari/1002-novak', en: '/en/winemakers/1002-novak' }, 'Sklep'));
  const dictionary = packer.pack(row(7, 'most', { cs: 'Mošt' }, { cs: '/cs/o-vine/slovnik#d=7' }));

  it('gives back each URL, title and image as the table holds them, with the Czech text where a locale has none', () => {
    expect(shownUrl(kucera, 1001, 'en')).toBe('/en/winemakers/1001-vinarstvi-kucera');
    expect(shownUrl(kucera, 1001, 'pl')).toBe('/cs/vinari/1001-vinarstvi-kucera');
    expect(shownUrl(dictionary, 7, 'en')).toBe('/cs/o-vine/slovnik#d=7');
    expect(translatedText(novak.title, 'en')).toBe('Novak');
    expect(translatedText(novak.title, 'pl')).toBe('Novák');
    expect(translatedText({}, 'pl')).toBe('');
    expect(shownImageJson(kucera)).toBe(JSON.stringify({ ...picture, alt: 'Vinařství Kučera' }));
    expect(shownImageJson(novak)).toBe(JSON.stringify({ ...picture, alt: 'Sklep' }));
    expect(kucera.picture?.url).toBe(picture.url);
  });

  it('holds what documents repeat once: URL prefixes and pictures', () => {
    expect(kucera.urlsArePrefixes).toBe(true);
    expect(kucera.urls).toBe(novak.urls);
    expect(kucera.picture).toBe(novak.picture);
    expect(dictionary.urlsArePrefixes).toBe(false);
  });

  it('keeps no image for a document without one', () => {
    const bare = packer.pack({ ...row(3, 'bare', { cs: 'Bez obrázku' }, { cs: '/cs/vinari/3-bare' }), picture: null, alt: null });
    expect(shownImageJson(bare)).toBe('null');
  });

  it('writes the alt text into an image whose picture has no fields', () => {
    const empty = packer.pack({ ...row(4, 'empty', { cs: 'Prázdný' }, { cs: '/cs/vinari/4-empty' }), picture: '{}', alt: null });
    expect(JSON.parse(shownImageJson(empty))).toEqual({ alt: null });
  });
});
