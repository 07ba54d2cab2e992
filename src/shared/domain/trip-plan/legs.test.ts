import { describe, expect, it } from 'vitest';
import { AVERAGE_SPEED_KMH, ROAD_FACTOR } from '../../constants/trip-plan.ts';
import { estimateLeg, sumLegs } from './legs.ts';

const mikulov = { latitude: 48.8055, longitude: 16.6378 };
const valtice = { latitude: 48.7406, longitude: 16.7556 };
const brno = { latitude: 49.1951, longitude: 16.6068 };

describe('a leg estimated without a routing service', () => {
  it('is the great-circle distance times the road factor, at the average speed', () => {
    // Mikulov square → Valtice chateau: 11.25 km as the crow flies.
    const leg = estimateLeg(mikulov, valtice);
    expect(leg.distanceKm).toBeCloseTo(11.25 * ROAD_FACTOR, 1);
    expect(leg.minutes).toBe(Math.round(((11.25 * ROAD_FACTOR) / AVERAGE_SPEED_KMH) * 60));
    expect(leg.minutes).toBe(18);
    expect(leg.estimated).toBe(true);
  });

  it('is the same both ways, and longer for a farther stop', () => {
    expect(estimateLeg(valtice, mikulov)).toEqual(estimateLeg(mikulov, valtice));
    // Mikulov → Brno: about 43 km as the crow flies, 56 km and 67 minutes estimated.
    const far = estimateLeg(mikulov, brno);
    expect(far.distanceKm).toBeCloseTo(43.35 * ROAD_FACTOR, 0);
    expect(far.minutes).toBe(68);
  });

  it('is zero between two stops at the same spot', () => {
    expect(estimateLeg(mikulov, { ...mikulov })).toEqual({ distanceKm: 0, minutes: 0, estimated: true });
  });
});

describe("a day's totals", () => {
  it('add up the legs and skip the missing ones', () => {
    const a = estimateLeg(mikulov, valtice);
    const b = estimateLeg(valtice, brno);
    const totals = sumLegs([null, a, undefined, b]);
    expect(totals.distanceKm).toBeCloseTo(a.distanceKm + b.distanceKm, 9);
    expect(totals.minutes).toBe(a.minutes + b.minutes);
    expect(totals).toMatchObject({ estimated: true, legs: 2 });
  });

  it('are estimated when any leg is, and zero for a day without legs', () => {
    const road = { distanceKm: 12.4, minutes: 14, estimated: false };
    expect(sumLegs([road, road])).toEqual({ distanceKm: 24.8, minutes: 28, estimated: false, legs: 2 });
    expect(sumLegs([road, estimateLeg(mikulov, valtice)]).estimated).toBe(true);
    expect(sumLegs([])).toEqual({ distanceKm: 0, minutes: 0, estimated: false, legs: 0 });
  });
});
