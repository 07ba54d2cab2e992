import { describe, expect, it } from 'vitest';
import { haversineKm } from '../../../shared/domain/trip-route.ts';
import { distanceText } from './distance-text.ts';

describe('distanceText', () => {
  it('gives metres under a kilometre, a decimal under ten, whole kilometres beyond', () => {
    expect(distanceText(0.004, 'cs')).toBe('10 m');
    expect(distanceText(0.8512, 'cs')).toBe('850 m');
    expect(distanceText(0.999, 'cs')).toBe('1,0 km');
    expect(distanceText(2.44, 'cs')).toBe('2,4 km');
    expect(distanceText(2.44, 'en')).toBe('2.4 km');
    expect(distanceText(9.96, 'pl')).toBe('10 km');
    expect(distanceText(12.4, 'cs')).toBe('12 km');
    expect(distanceText(1234.5, 'en')).toBe('1,235 km');
  });

  it('measures the great circle: Mikulov to Brno is about 43 km as the crow flies', () => {
    const mikulov = { latitude: 48.8056, longitude: 16.6378 };
    const brno = { latitude: 49.1951, longitude: 16.6068 };
    expect(distanceText(haversineKm(mikulov, brno), 'cs')).toBe('43 km');
  });
});
