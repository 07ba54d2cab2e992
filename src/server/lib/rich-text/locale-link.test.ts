import { describe, expect, it } from 'vitest';
import { withLocalePrefix } from './locale-link.ts';

describe('locale prefix of rich-text links', () => {
  it('puts relative links under the locale, with or without a leading slash', () => {
    expect(withLocalePrefix('/aktuality/x', 'cs')).toBe('/cs/aktuality/x');
    expect(withLocalePrefix('aktuality/x', 'cs')).toBe('/cs/aktuality/x');
    expect(withLocalePrefix('./news/1-a?x=1#top', 'en')).toBe('/en/news/1-a?x=1#top');
    expect(withLocalePrefix('/', 'pl')).toBe('/pl');
  });

  it('leaves absolute addresses, other schemes, anchors and queries alone', () => {
    for (const href of [
      'https://www.vinarskyfond.cz/o-nas',
      'http://example.com',
      '//cdn.example.com/a.png',
      'mailto:info@example.cz',
      'tel:+420604111222',
      '#program',
      '?page=2',
    ]) {
      expect(withLocalePrefix(href, 'cs')).toBe(href);
    }
  });

  it('leaves links that already name a locale alone, also a bare locale and its query', () => {
    for (const href of ['/cs/aktuality/x', '/en/news', '/pl/aktualnosci', '/cs', '/en?x=1', '/pl#a']) {
      expect(withLocalePrefix(href, 'cs')).toBe(href);
    }
  });

  it("does not take a path that merely starts with a locale's letters for a prefixed one", () => {
    expect(withLocalePrefix('/cestovani', 'cs')).toBe('/cs/cestovani');
    expect(withLocalePrefix('/english-wines', 'en')).toBe('/en/english-wines');
  });

  it('leaves our own file routes alone', () => {
    expect(withLocalePrefix('/media/seed/katalog.pdf', 'cs')).toBe('/media/seed/katalog.pdf');
    expect(withLocalePrefix('/uploads/0b3f1e9a-1111-4222-8333-444455556666.pdf', 'en')).toBe(
      '/uploads/0b3f1e9a-1111-4222-8333-444455556666.pdf',
    );
  });
});
