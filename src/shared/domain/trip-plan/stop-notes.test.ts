import { describe, expect, it } from 'vitest';
import { stopNoteLines } from './stop-notes.ts';

const texts = { tasted: 'Ochutnáno', bought: 'Koupeno', price: (czk: number) => `${czk} Kč` };

describe("a stop's note and log as lines", () => {
  it('lists the note, then each wine with its price and rating when known', () => {
    expect(
      stopNoteLines(
        '  Zvonit u vrat  ',
        [
          { kind: 'tasted', wineName: 'Ryzlink rýnský 2021', price: null, rating: 4 },
          { kind: 'bought', wineName: 'Pálava', price: 250, rating: null },
          { kind: 'bought', wineName: 'Rulandské modré', price: 0, rating: 1 },
        ],
        texts,
      ),
    ).toEqual([
      'Zvonit u vrat',
      'Ochutnáno: Ryzlink rýnský 2021 · ★★★★☆',
      'Koupeno: Pálava · 250 Kč',
      'Koupeno: Rulandské modré · 0 Kč · ★☆☆☆☆',
    ]);
  });

  it('has no lines without a note or log, and words in the language given', () => {
    expect(stopNoteLines(' ', [], texts)).toEqual([]);
    expect(
      stopNoteLines('', [{ kind: 'bought', wineName: 'Pálava', price: 250, rating: 5 }], {
        tasted: 'Tasted',
        bought: 'Bought',
        price: (czk) => `CZK ${czk}`,
      }),
    ).toEqual(['Bought: Pálava · CZK 250 · ★★★★★']);
  });
});
