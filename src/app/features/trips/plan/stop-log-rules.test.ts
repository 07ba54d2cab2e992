import { describe, expect, it } from 'vitest';
import { formatPrice, formInputOf, inLogOrder, logFormSchema, parsePrice, wineNameOf } from './stop-log-rules.ts';

const messages = { wineRequired: 'wine?', wineTooLong: 'long', priceNumber: 'number?', priceRange: 'range' };
const schema = logFormSchema(messages);
const input = { kind: 'bought' as const, wine: { wineId: null, wineName: 'Pálava 2023' }, price: '', rating: null };

describe('stop log rules', () => {
  it('reads prices as Czech, Polish and English travellers type them', () => {
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('  ')).toBeNull();
    expect(parsePrice('250')).toBe(250);
    expect(parsePrice('1 250')).toBe(1250);
    expect(parsePrice('249,50')).toBe(249.5);
    expect(parsePrice('249.5')).toBe(249.5);
    expect(parsePrice('-5')).toBeUndefined();
    expect(parsePrice('12,345')).toBeUndefined();
    expect(parsePrice('abc')).toBeUndefined();
  });

  it('formats prices per language, halers only when there are some', () => {
    expect(formatPrice(1250, 'cs')).toBe('1\u00a0250');
    expect(formatPrice(1250, 'en')).toBe('1,250');
    expect(formatPrice(249.5, 'cs')).toBe('249,50');
    expect(formatPrice(249.5, 'en')).toBe('249.50');
    expect(formatPrice(0, 'pl')).toBe('0');
  });

  it('names a portal wine by title, vintage and producer, within 200 characters', () => {
    expect(wineNameOf({ title: 'Ryzlink rýnský', year: 2023, wineEntity: { title: 'Vinařství Sonberk' } })).toBe(
      'Ryzlink rýnský 2023 · Vinařství Sonberk',
    );
    expect(
      wineNameOf({ title: 'Pálava 2023, výběr z hroznů', year: 2023, wineEntity: { title: 'Vinařství Sonberk' } }),
    ).toBe('Pálava 2023, výběr z hroznů · Vinařství Sonberk');
    const long = wineNameOf({ title: 'x'.repeat(300), year: 2023, wineEntity: { title: 'y' } });
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });

  it('accepts a typed wine without price or rating, and names the field of each error', () => {
    expect(schema.parse(input)).toEqual({ ...input, price: null });
    expect(schema.parse({ ...input, wine: { wineId: 7, wineName: ' Pálava ' }, price: '320', rating: 4 })).toEqual({
      kind: 'bought',
      wine: { wineId: 7, wineName: 'Pálava' },
      price: 320,
      rating: 4,
    });
    const errors = (value: unknown) =>
      schema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(errors({ ...input, wine: { wineId: null, wineName: '  ' } })).toEqual([['wine.wineName', 'wine?']]);
    expect(errors({ ...input, wine: { wineId: null, wineName: 'x'.repeat(201) } })).toEqual([
      ['wine.wineName', 'long'],
    ]);
    expect(errors({ ...input, price: 'levně' })).toEqual([['price', 'number?']]);
    expect(errors({ ...input, price: '1000001' })).toEqual([['price', 'range']]);
    expect(schema.safeParse({ ...input, price: '1000000' }).success).toBe(true);
    expect(schema.safeParse({ ...input, rating: 6 }).success).toBe(false);
  });

  it('shows a saved entry again as it would be typed, and reads it back unchanged in every language', () => {
    const entry = { kind: 'bought' as const, wineId: 7, wineName: 'Pálava', price: 1249.5, rating: 4 };
    expect(formInputOf(entry, 'cs').price).toBe('1249,50');
    expect(formInputOf(entry, 'en').price).toBe('1249.50');
    expect(formInputOf({ ...entry, price: null }, 'pl').price).toBe('');
    for (const locale of ['cs', 'en', 'pl'] as const) {
      expect(schema.parse(formInputOf(entry, locale))).toEqual({
        kind: 'bought',
        wine: { wineId: 7, wineName: 'Pálava' },
        price: 1249.5,
        rating: 4,
      });
      expect(schema.parse(formInputOf({ ...entry, price: 1250 }, locale)).price).toBe(1250);
    }
  });

  it('lists the log in the order it was written, ties by id', () => {
    const entries = [
      { id: 'b', createdAt: '2026-05-02T10:00:00.000Z' },
      { id: 'c', createdAt: '2026-05-01T10:00:00.000Z' },
      { id: 'a', createdAt: '2026-05-02T10:00:00.000Z' },
    ];
    expect(inLogOrder(entries).map((entry) => entry.id)).toEqual(['c', 'a', 'b']);
  });
});
