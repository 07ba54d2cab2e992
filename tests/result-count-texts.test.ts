import { describe, expect, it } from 'vitest';
import { i18n } from '../src/app/i18n/i18n.ts';
import '../src/app/features/catalogue/texts.ts';
import '../src/app/features/events/texts.ts';
import '../src/app/features/search/encyclopedia-texts.ts';
import '../src/app/features/search/texts.ts';
import '../src/app/features/tags/texts.ts';
import '../src/app/features/trips/texts.ts';

const en = i18n.getFixedT('en');

/** Spec 01 §8 (error catalogue): "Results text 'found {count}' or 'not found'." — the English screens say exactly that. */
describe('result count texts in English', () => {
  it.each(['trip.found', 'search.found', 'encyclopediaSearch.found', 'catalogue.found', 'tags.found', 'events.found'])(
    '%s is "found {count}"',
    (key) => {
      expect(en(key, { count: 12 })).toBe('found 12');
      expect(en(key, { count: 1 })).toBe('found 1');
    },
  );

  it.each([
    'trip.notFoundResults',
    'search.noResults',
    'encyclopediaSearch.noResults',
    'catalogue.notFound',
    'events.notFound',
  ])('%s is "not found"', (key) => {
    expect(en(key)).toBe('not found');
  });
});
