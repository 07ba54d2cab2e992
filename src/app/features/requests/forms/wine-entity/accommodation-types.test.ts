import { describe, expect, it } from 'vitest';
import { accommodationTypeChoices } from './accommodation-types.ts';

describe('the accommodation type choices', () => {
  it('offer each titled type under the word the request keeps, in the given order', () => {
    expect(
      accommodationTypeChoices([
        { id: 7, title: 'Jiné' },
        { id: 1, title: 'Hotel' },
        { id: 2, title: 'Penzion' },
      ]),
    ).toEqual([
      { id: 'other', title: 'Jiné' },
      { id: 'hotel', title: 'Hotel' },
      { id: 'penzion', title: 'Penzion' },
    ]);
  });

  it('leave out a number no type has', () => {
    expect(accommodationTypeChoices([{ id: 99, title: 'Chata' }])).toEqual([]);
  });
});
