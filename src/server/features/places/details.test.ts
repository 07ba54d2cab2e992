import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type Related = { id: number; placeType: string; url: string; city: string; certifiedWinemaker: boolean };
type Tag = { id: number; slug: string; url: string };
type WineEntity = { id: number; city: string; tags: Tag[]; relatedEntities: Related[] };
type Restaurant = {
  id: number;
  city: string;
  subregion: { id: number; title: string } | null;
  tags: Tag[];
  relatedEntities: Related[];
};

describe('place detail calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives a wine entity its neighbours in the same municipality as related entities, never itself', async () => {
    const [row] = await t.db.query<{ id: number }>(
      `SELECT e.id FROM wine_entities e WHERE (SELECT count(*) FROM wine_entities o WHERE o.municipality_id = e.municipality_id) > 2 ORDER BY e.id LIMIT 1`,
    );
    const { status, body } = await t.getJson<WineEntity>(`/api/wineEntityDetail?id=${row?.id}&locale=cs`);
    expect(status).toBe(200);
    expect(body.relatedEntities.length).toBeGreaterThan(0);
    expect(body.relatedEntities.length).toBeLessThanOrEqual(6);
    expect(body.relatedEntities.every((r) => r.city === body.city)).toBe(true);
    expect(body.relatedEntities.some((r) => r.placeType === 'wine_entity' && r.id === body.id)).toBe(false);
    expect(body.relatedEntities.every((r) => r.url.startsWith('/cs/'))).toBe(true);
  });

  it('lists the linked records first when a wine entity links related entities itself', async () => {
    const [a, b, restaurant] = await t.db.query<{ id: number }>(
      `(SELECT id FROM wine_entities ORDER BY id LIMIT 2) UNION ALL (SELECT id FROM restaurants ORDER BY id LIMIT 1)`,
    );
    await t.db.query('UPDATE wine_entities SET related_ids = $2::jsonb WHERE id = $1', [
      a?.id,
      JSON.stringify([restaurant?.id, b?.id]),
    ]);
    const { body } = await t.getJson<WineEntity>(`/api/wineEntityDetail?id=${a?.id}&locale=en`);
    expect(body.relatedEntities.map((r) => [r.placeType, r.id])).toEqual([
      ['restaurant', restaurant?.id],
      ['wine_entity', b?.id],
    ]);
    expect(body.relatedEntities[0]?.url).toMatch(/^\/en\/restaurants\/\d+-/);
  });

  it('gives a restaurant its subregion and only wine entities as fallback related entities', async () => {
    const [row] = await t.db.query<{ id: number }>(
      `SELECT r.id FROM restaurants r WHERE EXISTS (SELECT 1 FROM wine_entities e WHERE e.municipality_id = r.municipality_id) ORDER BY r.id LIMIT 1`,
    );
    const { status, body } = await t.getJson<Restaurant>(`/api/restaurantDetail?id=${row?.id}&locale=pl`);
    expect(status).toBe(200);
    expect(body.subregion?.title).toBeTruthy();
    expect(body.relatedEntities.length).toBeGreaterThan(0);
    expect(body.relatedEntities.every((r) => r.placeType === 'wine_entity')).toBe(true);
  });

  it('links each tag to the tag page of the locale', async () => {
    const [link] = await t.db.query<{ entity_id: number }>(
      "SELECT entity_id FROM entity_tags WHERE doc_type = 'restaurant' ORDER BY entity_id LIMIT 1",
    );
    const cs = await t.getJson<Restaurant>(`/api/restaurantDetail?id=${link?.entity_id}&locale=cs`);
    const en = await t.getJson<Restaurant>(`/api/restaurantDetail?id=${link?.entity_id}&locale=en`);
    const tag = cs.body.tags[0];
    expect(tag?.url).toBe(`/cs/stitek/${tag?.id}-${tag?.slug}`);
    expect(en.body.tags[0]?.url).toMatch(/^\/en\/tag\/\d+-/);
  });

  it('answers an e-shop with its tags and 404 for a missing one', async () => {
    const [eshop] = await t.db.query<{ id: number }>('SELECT id FROM eshops ORDER BY id LIMIT 1');
    const found = await t.getJson<{ tags: Tag[]; hasCardPayment: boolean }>(
      `/api/eshopDetail?id=${eshop?.id}&locale=cs`,
    );
    expect(found.status).toBe(200);
    expect(Array.isArray(found.body.tags)).toBe(true);
    const missing = await t.getJson(`/api/eshopDetail?id=999999&locale=cs`);
    expect(missing.status).toBe(404);
  });
});
