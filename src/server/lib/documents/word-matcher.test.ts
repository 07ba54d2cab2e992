import { describe, expect, it } from 'vitest';
import { withinOneEdit } from './one-edit.ts';
import { queryWords, searchNorm } from './search-norm.ts';
import { type Matches, WordMatcher } from './word-matcher.ts';

/** The texts (of the four below) the match's test accepts, or 'all' for no words. */
const flagged = (matches: Matches | null) => (matches ? [0, 1, 2, 3].filter((i) => matches.has(i)) : 'all');

describe('search norm', () => {
  it('drops case and diacritics as SQL search_norm does, also for letters NFD keeps whole', () => {
    expect(searchNorm('Vinařství Łódź ŽERNOSEKY')).toBe('vinarstvi lodz zernoseky');
    expect(queryWords('  Sklep   u Nováků ')).toEqual(['sklep', 'u', 'novaku']);
  });
});

describe('one edit', () => {
  it('accepts one letter changed, added or removed and nothing more', () => {
    expect(withinOneEdit('sklep', 'sklep')).toBe(true);
    expect(withinOneEdit('sklep', 'sklap')).toBe(true);
    expect(withinOneEdit('sklep', 'sklepy')).toBe(true);
    expect(withinOneEdit('sklep', 'skep')).toBe(true);
    expect(withinOneEdit('sklep', 'slkep')).toBe(false);
    expect(withinOneEdit('sklep', 'sklepyy')).toBe(false);
  });
});

describe('word matcher', () => {
  const matcher = new WordMatcher(['vinarstvi novak mikulov', 'sklep u lipy valtice', 'vinoteka na namesti', 'sklepni ulicka mikulov']);

  it('matches a word inside a token and needs every word', () => {
    expect(flagged(matcher.match(['sklep']))).toEqual([1, 3]);
    expect(flagged(matcher.match(['sklep', 'mikulov']))).toEqual([3]);
    expect(flagged(matcher.match(['vin']))).toEqual([0, 2]);
    expect(flagged(matcher.match([]))).toBe('all');
  });

  it('tolerates one typo in words of five letters or more, none in shorter ones', () => {
    expect(flagged(matcher.match(['mikulow']))).toEqual([0, 3]);
    expect(flagged(matcher.match(['valtce']))).toEqual([1]);
    expect(flagged(matcher.match(['lipa']))).toEqual([]);
    expect(flagged(matcher.match(['mikluov']))).toEqual([]);
  });

  it('lists the indexes of exactly the texts its test accepts, each once, also for several words and typos', () => {
    for (const words of [['sklep'], ['sklep', 'mikulov'], ['vin'], ['mikulow'], ['lipa'], ['l']]) {
      const matches = matcher.match(words);
      expect([...(matches?.indexes ?? [])].sort((a, b) => a - b)).toEqual(flagged(matches));
    }
    expect(matcher.match([])).toBeNull();
  });

  it('finds a phrase with its spaces, and tests an index the same as it lists it', () => {
    const sorted = (indexes: Int32Array) => [...indexes].sort((a, b) => a - b);
    expect(sorted(matcher.containing('mikulov').indexes)).toEqual([0, 3]);
    const phrase = matcher.containing('sklep u');
    expect(sorted(phrase.indexes)).toEqual([1]);
    expect([0, 1, 2, 3].filter((i) => phrase.has(i))).toEqual([1]);
    expect(sorted(matcher.containing('  ').indexes)).toEqual([0, 1, 2, 3]);
  });

  it('marks afresh for every match, so an earlier match leaves nothing behind', () => {
    matcher.match(['sklep']);
    const later = matcher.match(['vinoteka']);
    expect([...(later?.indexes ?? [])]).toEqual([2]);
    expect([0, 1, 2, 3].filter((i) => later?.has(i))).toEqual([2]);
  });
});
