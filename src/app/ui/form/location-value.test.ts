import { describe, expect, it } from 'vitest';
import { locationFromTexts, roundedLocation, textsFromLocation, textsMatch } from './location-value.ts';

describe('the location typed in two boxes', () => {
  it('is nothing when both boxes are empty', () => {
    expect(locationFromTexts({ latitude: ' ', longitude: '' })).toBeNull();
  });

  it('reads numbers, with a decimal comma too', () => {
    expect(locationFromTexts({ latitude: '48,8061', longitude: '16.6378' })).toEqual({
      latitude: 48.8061,
      longitude: 16.6378,
    });
  });

  it('keeps what is not a number yet, for the schema to refuse', () => {
    expect(locationFromTexts({ latitude: '48.8', longitude: 'x' })).toEqual({ latitude: 48.8, longitude: 'x' });
  });

  it('shows a stored location and recognises it as the typed one', () => {
    const stored = { latitude: 48.8, longitude: 16.6 };
    expect(textsFromLocation(stored)).toEqual({ latitude: '48.8', longitude: '16.6' });
    expect(textsMatch({ latitude: '48,80', longitude: '16.6' }, stored)).toBe(true);
    expect(textsMatch({ latitude: '', longitude: '' }, undefined)).toBe(true);
    expect(textsMatch({ latitude: '49', longitude: '16.6' }, stored)).toBe(false);
  });

  it('rounds a device position to six decimals', () => {
    expect(roundedLocation(48.80612345, 16.63789999)).toEqual({ latitude: 48.806123, longitude: 16.6379 });
  });
});
