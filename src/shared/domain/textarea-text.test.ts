import { describe, expect, it } from 'vitest';
import { czechPlural, czechPluralForm } from './czech-plural.ts';
import { remainingCharactersText, stripHtml } from './textarea-text.ts';

describe('Czech plural forms', () => {
  it('uses the form for 1, for 2 to 4, and for 0 or 5 and more', () => {
    expect([0, 1, 2, 3, 4, 5, 11, 22].map(czechPluralForm)).toEqual([
      'many',
      'one',
      'few',
      'few',
      'few',
      'many',
      'many',
      'many',
    ]);
    expect(czechPlural(2, { one: 'den', few: 'dny', many: 'dní' })).toBe('dny');
  });
});

describe('remaining characters counter', () => {
  it('reads in the Czech plural forms', () => {
    expect(remainingCharactersText(1)).toBe('Zbývá 1 znak');
    expect(remainingCharactersText(2)).toBe('Zbývají 2 znaky');
    expect(remainingCharactersText(4)).toBe('Zbývají 4 znaky');
    expect(remainingCharactersText(5)).toBe('Zbývá 5 znaků');
    expect(remainingCharactersText(300)).toBe('Zbývá 300 znaků');
  });

  it('never counts below zero', () => {
    expect(remainingCharactersText(0)).toBe('Zbývá 0 znaků');
    expect(remainingCharactersText(-3)).toBe('Zbývá 0 znaků');
  });
});

describe('stripHtml', () => {
  it('removes tags and comments but keeps the text', () => {
    expect(stripHtml('<p>Sklep <b>dokořán</b></p><!-- x --><br/>')).toBe('Sklep dokořán');
    expect(stripHtml('<a href="https://vino.cz" onclick="x()">odkaz</a>')).toBe('odkaz');
  });

  it('keeps a lone less-than sign', () => {
    expect(stripHtml('3 < 5 a 7 > 2')).toBe('3 < 5 a 7 > 2');
  });
});
