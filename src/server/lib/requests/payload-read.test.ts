import { describe, expect, it } from 'vitest';
import {
  asUuid,
  bool,
  czech,
  first,
  id,
  ids,
  imageRef,
  isUploadRef,
  location,
  num,
  plainText,
  records,
  text,
  textOrNull,
  withoutNulls,
} from './payload-read.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/;

describe('payload readers: a stored payload is read for what it is, never trusted for its shape', () => {
  it('reads text trimmed and finite numbers as text; anything else is empty', () => {
    expect(text('  Mikulov ')).toBe('Mikulov');
    expect(text(42)).toBe('42');
    expect([NaN, Infinity, null, undefined, true, {}, ['a']].map(text)).toEqual(['', '', '', '', '', '', '']);
    expect(textOrNull('   ')).toBeNull();
    expect(textOrNull(' x ')).toBe('x');
  });

  it('reads numbers from numbers and from typed text with a decimal comma, and nothing from the rest', () => {
    expect(num(' 12,5 ')).toBe(12.5);
    expect(num('-3')).toBe(-3);
    expect(num(7)).toBe(7);
    expect([' ', '12 km', NaN, Infinity, null, true, [1]].map(num)).toEqual([null, null, null, null, null, null, null]);
  });

  it('takes as an id only a positive whole number that fits a PostgreSQL integer', () => {
    expect(id('15')).toBe(15);
    expect(id(2_147_483_647)).toBe(2_147_483_647);
    expect([0, -1, 1.5, '1,5', 2_147_483_648, 'abc', null].map(id)).toEqual([null, null, null, null, null, null, null]);
  });

  it('reads a list of ids without repeats or what is not an id, in the order given', () => {
    expect(ids([3, '1', 3, 0, 'x', 2.5, 1, 9])).toEqual([3, 1, 9]);
    expect(ids('3')).toEqual([]);
  });

  it('takes the ways a form says yes as true and everything else as false', () => {
    expect([true, 'true', '1', 1, 'on'].map(bool)).toEqual([true, true, true, true, true]);
    expect([false, 'false', '0', 0, 'yes', 2, null, undefined].map(bool)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('reads a point only with both coordinates on the globe', () => {
    expect(location({ latitude: '48,8', longitude: 16.6 })).toEqual({ latitude: 48.8, longitude: 16.6 });
    expect(location({ latitude: 91, longitude: 16 })).toBeNull();
    expect(location({ latitude: 48, longitude: -181 })).toBeNull();
    expect(location({ latitude: 48 })).toBeNull();
    expect(location('48.8,16.6')).toBeNull();
  });

  it('reads a one-item section from its list or as a plain object, and keeps only the objects of a list', () => {
    expect(first([{ city: 'Valtice' }, { city: 'Lednice' }])).toEqual({ city: 'Valtice' });
    expect(first({ city: 'Valtice' })).toEqual({ city: 'Valtice' });
    expect(first([])).toEqual({});
    expect(first(['Valtice'])).toEqual({});
    expect(records([{ a: 1 }, null, 'x', [1], { b: 2 }])).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('takes an upload reference with its id and address and at most a title or name besides', () => {
    expect(isUploadRef({ id: 'a', url: '/uploads/a.png', title: 'Sklep' })).toBe(true);
    expect(isUploadRef({ id: 'a', url: '/uploads/a.png', width: 10 })).toBe(false);
    expect(isUploadRef({ id: 1, url: '/uploads/a.png' })).toBe(false);
    expect(isUploadRef({ id: 'a' })).toBe(false);
  });

  it('gives an image without a UUID a stable UUID of its own, and keeps (lower-cased) one that has it', () => {
    const made = asUuid('seed-wine-0');
    expect(made).toMatch(UUID);
    expect(asUuid('seed-wine-0')).toBe(made);
    expect(asUuid('seed-wine-1')).not.toBe(made);
    expect(asUuid('9F1C2A3B-0000-4000-8000-00000000000A')).toBe('9f1c2a3b-0000-4000-8000-00000000000a');
    expect(imageRef({ id: 'seed-wine-0', url: '/media/seed/wine-0.svg' })).toEqual({
      id: made,
      url: '/media/seed/wine-0.svg',
    });
    expect(imageRef(null)).toBeNull();
  });

  it('turns stored HTML into the plain text a textarea holds', () => {
    expect(
      plainText('<p>Sklep na <b>kopci</b>.</p><p class="x">Víno &amp; sýr<br/>&lt;3 &quot;ano&quot;&nbsp;!</p>'),
    ).toBe('Sklep na kopci.\n\nVíno & sýr\n<3 "ano" !');
    expect(plainText('Cena < 100 Kč')).toBe('Cena < 100 Kč');
    expect(plainText(null)).toBe('');
  });

  it('drops the null fields of a section so that the form defaults fill them', () => {
    expect(withoutNulls({ a: null, b: 0, c: '', d: false, e: undefined })).toEqual({ b: 0, c: '', d: false });
    expect(withoutNulls('x')).toEqual({});
  });

  it('reads the Czech text of a translated column, or the column itself when it is plain text', () => {
    expect(czech({ cs: ' Slavnosti ', en: 'Feast' })).toBe('Slavnosti');
    expect(czech('Slavnosti')).toBe('Slavnosti');
    expect(czech({ en: 'Feast' })).toBe('');
  });
});
