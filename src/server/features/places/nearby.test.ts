import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm } from '../../../shared/domain/trip-route.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { NEARBY_LIMIT, NEARBY_RADIUS_KM } from './nearby.repo.ts';

type Point = { id: number; type: string; url: string; latitude: number; longitude: number; distanceKm: number };

describe('nearby places', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the nearest places within the radius, nearest first, each once, never the place itself', async () => {
    const [own] = await t.db.query<{ id: number; latitude: number; longitude: number }>(
      `SELECT id, latitude, longitude FROM wine_entities w WHERE latitude IS NOT NULL AND
         (SELECT count(*) FROM search_documents d WHERE d.place_type IS NOT NULL AND d.latitude IS NOT NULL
           AND abs(d.latitude - w.latitude) < 0.05 AND abs(d.longitude - w.longitude) < 0.05) > 12
       ORDER BY id LIMIT 1`,
    );
    if (!own) throw new Error('the seed has no place with neighbours');
    const { status, body } = await t.getJson<{ items: Point[] }>(
      `/api/nearby?placeType=wine_entity&id=${own.id}&locale=en`,
    );
    expect(status).toBe(200);
    expect(body.items).toHaveLength(NEARBY_LIMIT);
    expect(body.items.some((p) => p.id === own.id && p.type !== 'restaurant')).toBe(false);
    const keys = body.items.map((p) => `${p.type === 'restaurant' ? 'r' : 'w'}${p.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    const distances = body.items.map((p) => p.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const point of body.items) {
      expect(point.distanceKm).toBeLessThanOrEqual(NEARBY_RADIUS_KM);
      expect(point.distanceKm).toBeCloseTo(haversineKm(own, point), 2);
      expect(point.url.startsWith('/en/')).toBe(true);
    }
    // The same nearest distances as measured here over every located place.
    const all = await t.db.query<{ key: string; latitude: number; longitude: number }>(
      `SELECT DISTINCT place_type || entity_id AS key, latitude, longitude FROM search_documents
       WHERE place_type IN ('wine_entity', 'restaurant') AND latitude IS NOT NULL AND longitude IS NOT NULL
         AND NOT (place_type = 'wine_entity' AND entity_id = $1)`,
      [own.id],
    );
    const expected = all
      .map((p) => haversineKm(own, p))
      .filter((km) => km <= NEARBY_RADIUS_KM)
      .sort((a, b) => a - b)
      .slice(0, NEARBY_LIMIT);
    distances.forEach((km, i) => expect(km).toBeCloseTo(expected[i] ?? -1, 2));
  });

  it('answers 404 for a missing place and 400 for a bad type', async () => {
    expect((await t.getJson(`/api/nearby?placeType=restaurant&id=99999999&locale=cs`)).status).toBe(404);
    expect((await t.getJson(`/api/nearby?placeType=event&id=1&locale=cs`)).status).toBe(400);
  });
});
