import { describe, expect, it } from 'vitest';
import { PackedTexts } from './packed-texts.ts';

describe('packed texts', () => {
  it('gives back each text as it was, Czech, emoji, empty and ASCII alike', () => {
    const texts = ['Vinařství Kučera', '', 'Weingut', 'Žluťoučký kůň úpěl ďábelské ódy 🍇', '{"cs": "Sklep"}'];
    const packed = PackedTexts.of(texts);
    expect(packed.length).toBe(5);
    expect(texts.map((_, i) => packed.at(i))).toEqual(texts);
  });

  it('gives an empty text outside its range', () => {
    const packed = PackedTexts.of(['a']);
    expect([packed.at(-1), packed.at(1)]).toEqual(['', '']);
  });
});
