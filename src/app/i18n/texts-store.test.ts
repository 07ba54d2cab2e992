import { describe, expect, it, vi } from 'vitest';
import { TextsStore } from './texts-store.ts';

function store(): TextsStore {
  const texts = new TextsStore('cs', 'cs');
  texts.addTexts('cs', {
    trip: { found: 'nalezeno {{count}}', stops_one: '{{count}} zastávka', stops_few: '{{count}} zastávky' },
    only: 'jen česky',
  });
  texts.addTexts('cs', { trip: { stops_other: '{{count}} zastávek' } });
  texts.addTexts('en', {
    trip: { stops_one: '{{count}} stop', stops_other: '{{count}} stops', found: 'found {{count}}' },
  });
  return texts;
}

describe('the texts store', () => {
  it('reads the plural form of the language by its count, and texts added later beside the earlier ones', () => {
    const cs = store().getFixedT('cs');
    expect([1, 3, 5, 0].map((count) => cs('trip.stops', { count }))).toEqual([
      '1 zastávka',
      '3 zastávky',
      '5 zastávek',
      '0 zastávek',
    ]);
    expect(store().getFixedT('en')('trip.stops', { count: 1 })).toBe('1 stop');
    expect(cs('trip.found', { count: 2 })).toBe('nalezeno 2');
  });

  it('falls back to Czech, then to the text given for a missing key, then to the key', () => {
    const en = store().getFixedT('en');
    expect(en('only')).toBe('jen česky');
    expect(en('trip.missing', { defaultValue: 'jiný' })).toBe('jiný');
    expect(en('trip.missing')).toBe('trip.missing');
    expect(en('trip')).toBe('trip');
  });

  it('fills in the values it is given and leaves a placeholder without one as it is', () => {
    const texts = new TextsStore('cs', 'cs');
    texts.addTexts('cs', { line: '{{title}} v {{time}}' });
    expect(texts.t('line', { title: 'Sklep', time: 18 })).toBe('Sklep v 18');
    expect(texts.t('line', { title: 'Sklep' })).toBe('Sklep v {{time}}');
  });

  it('renders another language from the same texts without changing its own, and tells when its language changes', async () => {
    const texts = store();
    const english = texts.inLanguage('en');
    texts.addTexts('en', { late: 'added later' });
    expect(english.t('late')).toBe('added later');
    expect(texts.language).toBe('cs');

    const listener = vi.fn();
    const stop = texts.subscribe(listener);
    await texts.changeLanguage('cs');
    expect(listener).not.toHaveBeenCalled();
    await texts.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(texts.t('trip.found', { count: 4 })).toBe('found 4');
    stop();
    await texts.changeLanguage('pl');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(texts.exists('trip.found')).toBe(true);
    expect(texts.exists('trip.nothing', { lng: 'en' })).toBe(false);
  });
});
