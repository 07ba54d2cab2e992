import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../i18n/texts-store.ts';
import { ratingText, typeLabel } from './bubble-parts.ts';

const texts: Record<string, string> = { 'placeTypes.restaurant': 'Restaurace' };
const t = ((key: string, values?: Record<string, unknown>) =>
  key === 'map.bubble.rating'
    ? `★ ${String(values?.rating)} (${String(values?.votes)})`
    : (texts[key] ?? key)) as TFunction;

describe('bubble parts', () => {
  it('shows a rating only for a rated place', () => {
    expect(ratingText({ rating: 4, ratingCount: 12 }, t)).toBe('★ 4 (12)');
    expect(ratingText({ rating: null, ratingCount: 0 }, t)).toBeNull();
    expect(ratingText({}, t)).toBeNull();
  });
  it('names known types and no others', () => {
    expect(typeLabel('restaurant', t)).toBe('Restaurace');
    expect(typeLabel('unknown', t)).toBeNull();
  });
});
