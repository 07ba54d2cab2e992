import { describe, expect, it } from 'vitest';
import { haversineKm, orderStops, pathLengthKm, type LatLng } from './trip-route.ts';

interface Stop {
  id: string;
  latitude: number | null;
  longitude: number | null;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random stops spread over South Moravia, roughly the size of a wine trip. */
function randomStops(random: () => number, count: number): Stop[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `s${i}`,
    latitude: 48.7 + random() * 0.6,
    longitude: 16.2 + random() * 1.2,
  }));
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const located = (stops: readonly Stop[]): LatLng[] =>
  stops.map((s) => ({ latitude: s.latitude as number, longitude: s.longitude as number }));

/** The greedy path the implementation starts from, written independently. */
function nearestNeighbourLength(points: readonly LatLng[]): number {
  const rest = points.slice(1);
  let current = points[0] as LatLng;
  let total = 0;
  while (rest.length > 0) {
    let best = 0;
    for (let i = 1; i < rest.length; i++)
      if (haversineKm(current, rest[i] as LatLng) < haversineKm(current, rest[best] as LatLng)) best = i;
    total += haversineKm(current, rest[best] as LatLng);
    current = rest.splice(best, 1)[0] as LatLng;
  }
  return total;
}

function bruteForceOptimum(points: readonly LatLng[]): number {
  const [first, ...rest] = points;
  let best = Infinity;
  const permute = (prefix: LatLng[], remaining: LatLng[]): void => {
    if (remaining.length === 0) {
      best = Math.min(best, pathLengthKm(prefix));
      return;
    }
    remaining.forEach((point, i) => permute([...prefix, point], [...remaining.slice(0, i), ...remaining.slice(i + 1)]));
  };
  permute([first as LatLng], rest);
  return best;
}

describe('haversineKm and pathLengthKm', () => {
  it('measures one degree of a meridian as about 111.19 km', () => {
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      (6371 * Math.PI) / 180,
      9,
    );
  });

  it('measures Brno to Mikulov at about 44 km', () => {
    const brno = { latitude: 49.1951, longitude: 16.6068 };
    const mikulov = { latitude: 48.8056, longitude: 16.6378 };
    expect(haversineKm(brno, mikulov)).toBeGreaterThan(43);
    expect(haversineKm(brno, mikulov)).toBeLessThan(44);
  });

  it('gives half the circumference for antipodal points', () => {
    expect(haversineKm({ latitude: 10, longitude: 20 }, { latitude: -10, longitude: -160 })).toBeCloseTo(
      6371 * Math.PI,
      2,
    );
  });

  it('sums the legs of a path, and is zero for fewer than two points', () => {
    const a = { latitude: 0, longitude: 0 };
    const b = { latitude: 1, longitude: 0 };
    const c = { latitude: 1, longitude: 1 };
    expect(pathLengthKm([])).toBe(0);
    expect(pathLengthKm([a])).toBe(0);
    expect(pathLengthKm([a, b, c])).toBeCloseTo(haversineKm(a, b) + haversineKm(b, c), 12);
  });
});

describe('orderStops', () => {
  it('returns nothing for no stops', () => {
    expect(orderStops([])).toEqual({ ordered: [], unlocated: [], distanceKm: 0 });
  });

  it('returns a single stop with zero distance', () => {
    const stop: Stop = { id: 'a', latitude: 49, longitude: 16.5 };
    expect(orderStops([stop])).toEqual({ ordered: [stop], unlocated: [], distanceKm: 0 });
  });

  it('keeps stops without coordinates aside in input order', () => {
    const stops: Stop[] = [
      { id: 'x1', latitude: null, longitude: 16 },
      { id: 'a', latitude: 49, longitude: 16.5 },
      { id: 'x2', latitude: null, longitude: null },
      { id: 'b', latitude: 49.1, longitude: 16.5 },
      { id: 'x3', latitude: 49, longitude: null },
    ];
    const result = orderStops(stops);
    expect(result.unlocated.map((s) => s.id)).toEqual(['x1', 'x2', 'x3']);
    expect(result.ordered.map((s) => s.id)).toEqual(['a', 'b']);
    expect(result.distanceKm).toBeCloseTo(haversineKm(stops[1] as LatLng, stops[3] as LatLng), 12);
  });

  it('puts everything aside when nothing is located', () => {
    const stops: Stop[] = [{ id: 'x', latitude: null, longitude: null }];
    expect(orderStops(stops)).toEqual({ ordered: [], unlocated: stops, distanceKm: 0 });
  });

  it('keeps the chosen start first, even when it is far from everything else', () => {
    const random = mulberry32(7);
    const stops = randomStops(random, 9);
    for (let start = 0; start < stops.length; start++) {
      const result = orderStops(stops, start);
      expect(result.ordered[0]).toBe(stops[start]);
      expect(new Set(result.ordered)).toEqual(new Set(stops));
    }
  });

  it('starts at the first located stop when the chosen start has no coordinates', () => {
    const stops: Stop[] = [
      { id: 'x', latitude: null, longitude: null },
      { id: 'a', latitude: 49.3, longitude: 16.5 },
      { id: 'b', latitude: 49.0, longitude: 16.5 },
      { id: 'c', latitude: 49.1, longitude: 16.5 },
    ];
    expect(orderStops(stops, 0).ordered.map((s) => s.id)).toEqual(['a', 'c', 'b']);
    expect(orderStops(stops, 99).ordered.map((s) => s.id)).toEqual(['a', 'c', 'b']);
  });

  it('puts shuffled points on a meridian back in line order', () => {
    const line: Stop[] = Array.from({ length: 12 }, (_, i) => ({
      id: `p${i}`,
      latitude: 48.8 + i * 0.05,
      longitude: 16.6,
    }));
    const random = mulberry32(42);
    for (let round = 0; round < 20; round++) {
      const shuffled = shuffle(line, random);
      const result = orderStops(shuffled, shuffled.indexOf(line[0] as Stop));
      expect(result.ordered.map((s) => s.id)).toEqual(line.map((s) => s.id));
      expect(result.distanceKm).toBeCloseTo(haversineKm(line[0] as LatLng, line[11] as LatLng), 9);
    }
  });

  it('is deterministic', () => {
    const stops = randomStops(mulberry32(3), 25);
    expect(orderStops(stops, 4)).toEqual(orderStops([...stops], 4));
  });

  it('is never longer than nearest neighbour or the input order on 200 random instances', () => {
    const random = mulberry32(20260501);
    let strictlyBetterThanGreedy = 0;
    for (let round = 0; round < 200; round++) {
      const stops = randomStops(random, 3 + Math.floor(random() * 28));
      const result = orderStops(stops);
      const greedy = nearestNeighbourLength(located(stops));
      expect(result.ordered[0]).toBe(stops[0]);
      expect(result.ordered).toHaveLength(stops.length);
      expect(result.distanceKm).toBeLessThanOrEqual(greedy + 1e-9);
      expect(result.distanceKm).toBeLessThanOrEqual(pathLengthKm(located(stops)) + 1e-9);
      if (result.distanceKm < greedy - 1e-6) strictlyBetterThanGreedy++;
    }
    // 2-opt must actually do something, not just hand back the greedy path.
    expect(strictlyBetterThanGreedy).toBeGreaterThan(50);
  });

  it('is within 10% of the brute-force optimum for at least 90 of 100 instances of 7 points', () => {
    const random = mulberry32(1234);
    let close = 0;
    for (let round = 0; round < 100; round++) {
      const stops = randomStops(random, 7);
      const result = orderStops(stops);
      const optimum = bruteForceOptimum(located(stops));
      expect(result.distanceKm).toBe(pathLengthKm(located(result.ordered)));
      expect(result.distanceKm).toBeGreaterThanOrEqual(optimum - 1e-9);
      if (result.distanceKm <= optimum * 1.1) close++;
    }
    expect(close).toBeGreaterThanOrEqual(90);
  });
});
