import { describe, expect, it } from 'vitest';
import { ACCOMMODATION_TYPES, WINE_ENTITY_TYPES } from '../../../shared/constants/places.ts';
import { WINE_ENTITY_TYPE_IDS } from '../../../shared/forms/request-constants.ts';
import {
  ACCOMMODATION_TYPE_CODES,
  byCzechTitle,
  codeOf,
  idOf,
  MONTH_TITLES,
  WINE_CATEGORY_CODES,
  WINE_ENTITY_TYPE_CODES,
} from './request-codes.ts';

describe('request codes: the one tie between a form id and a catalogue word', () => {
  it('numbers the wine entity types as the form does (WINE_ENTITY_TYPE_IDS), one id per type', () => {
    expect(WINE_ENTITY_TYPE_CODES.map(({ id, code }) => [code, id])).toEqual(
      WINE_ENTITY_TYPES.map((type) => [type, WINE_ENTITY_TYPE_IDS[type]]),
    );
    expect(WINE_ENTITY_TYPE_CODES.find((entry) => entry.code === 'winemaker')?.title).toBe('Vinařství');
  });

  it.each([
    ['wine entity types', WINE_ENTITY_TYPE_CODES],
    ['wine categories', WINE_CATEGORY_CODES],
    ['accommodation types', ACCOMMODATION_TYPE_CODES],
  ] as const)('gives the %s distinct ids, codes and titles', (_, table) => {
    for (const key of ['id', 'code', 'title'] as const)
      expect(new Set(table.map((entry) => entry[key])).size, key).toBe(table.length);
  });

  it('numbers the accommodation types 1… in the order the form sends their words', () => {
    expect(ACCOMMODATION_TYPE_CODES.map(({ id, code }) => [id, code])).toEqual(
      ACCOMMODATION_TYPES.map((code, i) => [i + 1, code]),
    );
    expect(codeOf(ACCOMMODATION_TYPE_CODES, 6)).toBe('private');
  });

  it('turns an id into its word and back, and knows nothing of an id or word it does not list', () => {
    expect(codeOf(WINE_CATEGORY_CODES, 3)).toBe('růžové');
    expect(idOf(WINE_CATEGORY_CODES, 'slámové')).toBe(5);
    for (const { id } of WINE_ENTITY_TYPE_CODES)
      expect(idOf(WINE_ENTITY_TYPE_CODES, codeOf(WINE_ENTITY_TYPE_CODES, id))).toBe(id);
    expect(codeOf(WINE_CATEGORY_CODES, '3')).toBeUndefined();
    expect(codeOf(WINE_CATEGORY_CODES, 6)).toBeUndefined();
    expect(idOf(WINE_CATEGORY_CODES, 'Tiché')).toBeUndefined();
  });

  it('names the twelve months in calendar order', () => {
    expect(MONTH_TITLES).toHaveLength(12);
    expect([MONTH_TITLES[0], MONTH_TITLES[6], MONTH_TITLES[11]]).toEqual(['Leden', 'Červenec', 'Prosinec']);
  });
});

describe('byCzechTitle', () => {
  it('sorts by Czech collation (č after c, ch after h, numbers by value), ties by id, without touching its input', () => {
    const input = [
      { id: 7, title: 'Chrámce' },
      { id: 2, title: 'Čejkovice' },
      { id: 5, title: 'Hustopeče' },
      { id: 3, title: 'cerekvice' },
      { id: 9, title: 'Sklep 10' },
      { id: 8, title: 'Sklep 9' },
      { id: 4, title: 'Dolní Dunajovice' },
      { id: 1, title: 'Dolní Dunajovice' },
    ];
    const copy = structuredClone(input);
    expect(byCzechTitle(input).map(({ id }) => id)).toEqual([3, 2, 1, 4, 5, 7, 8, 9]);
    expect(input).toEqual(copy);
  });
});
