import { describe, expect, it } from 'vitest';
import { cardRating } from './card-rating.ts';

describe('cardRating', () => {
  it('shows the rounded average with its count', () => {
    expect(cardRating(4.4, 12)).toEqual({ value: 4, count: 12 });
    expect(cardRating(3.5, 2)).toEqual({ value: 4, count: 2 });
  });

  it('shows nothing for an unrated place', () => {
    expect(cardRating(null, 0)).toBeNull();
    expect(cardRating(null, 3)).toBeNull();
    expect(cardRating(4, 0)).toBeNull();
  });

  it('shows nothing for a list answer kept from before ratings were listed', () => {
    expect(cardRating(undefined, undefined)).toBeNull();
  });
});
