import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { mapAnswer } from './map-answer.ts';
import { MapAnswerMemory } from './map-answer-memory.ts';

type MapPoint = { id: number; type: string; title: string; latitude: number; longitude: number };
type List = {
  items: {
    id: number;
    title: string;
    city: string;
    wineEntityTypes: string[];
    programmes: string[];
    address: { municipality: { id: number } | null }[];
  }[];
  count: number;
  total: number;
};

describe('places API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds "Vinařství" when searching "vinarstvi" (no diacritics, any case)', async () => {
    const { status, body } = await t.getJson<List>('/api/wineEntity?s=VINARSTVI&limit=50');
    expect(status).toBe(200);
    expect(body.count).toBeGreaterThan(0);
    expect(body.items.every((item) => item.title.toLowerCase().includes('vinařství'))).toBe(true);
  });

  it('finds places in Velké Pavlovice by "velke pavlovice"', async () => {
    const { body } = await t.getJson<List>('/api/wineEntity?s=velke%20pavlovice&limit=100');
    expect(body.count).toBeGreaterThan(0);
    expect(body.items.every((item) => item.city === 'Velké Pavlovice' || item.title.includes('Velké Pavlovice'))).toBe(
      true,
    );
  });

  it('narrows by type, subregion, municipality and programme', async () => {
    const all = await t.getJson<List>('/api/wineEntity?t=winemaker&limit=1000');
    const filtered = await t.getJson<List>('/api/wineEntity?t=winemaker&sr=1&m=101&m=102&p=card&limit=1000');
    expect(filtered.body.count).toBeLessThan(all.body.count);
    for (const item of filtered.body.items) {
      expect(item.wineEntityTypes).toContain('winemaker');
      expect([101, 102]).toContain(item.address[0]?.municipality?.id);
      expect(item.programmes).toContain('card');
    }
  });

  it('pages by offset with a stable order; past the end is empty with the same count', async () => {
    const first = await t.getJson<List>('/api/wineEntity?limit=10&offset=0');
    const second = await t.getJson<List>('/api/wineEntity?limit=10&offset=10');
    expect(first.body.items).toHaveLength(10);
    expect(second.body.items[0]?.id).not.toBe(first.body.items[0]?.id);
    const last = await t.getJson<List>(`/api/wineEntity?limit=10&offset=${first.body.count - 1}`);
    expect(last.body.items).toHaveLength(1);
    const past = await t.getJson<List>(`/api/wineEntity?limit=10&offset=${first.body.count + 5}`);
    expect(past.body.items).toEqual([]);
    expect(past.body.count).toBe(first.body.count);
  });

  it('pages the restaurants in one order with their count and total; the last page is short and past the end is empty', async () => {
    const all = await t.getJson<List>('/api/restaurant?limit=1000&offset=0');
    expect(all.body.count).toBeGreaterThan(10);
    expect(all.body.items).toHaveLength(all.body.count);
    expect(all.body.total).toBe(all.body.count);
    const second = await t.getJson<List>('/api/restaurant?limit=10&offset=10');
    expect(second.body.items.map((item) => item.id)).toEqual(all.body.items.slice(10, 20).map((item) => item.id));
    const last = await t.getJson<List>(`/api/restaurant?limit=10&offset=${all.body.count - 3}`);
    expect(last.body.items.map((item) => item.id)).toEqual(all.body.items.slice(-3).map((item) => item.id));
    const past = await t.getJson<List>(`/api/restaurant?limit=10&offset=${all.body.count + 5}`);
    expect(past.body).toMatchObject({ items: [], count: all.body.count, total: all.body.total });
    const some = await t.getJson<List>(
      `/api/restaurant?limit=10&s=${encodeURIComponent(all.body.items[0]?.title ?? '')}`,
    );
    expect(some.body.count).toBeGreaterThan(0);
    expect(some.body.count).toBeLessThan(all.body.count);
    expect(some.body.total).toBe(all.body.total);
  });

  it('answers bad query values with 400 naming the field', async () => {
    for (const [query, field] of [
      ['offset=-1', 'offset'],
      ['limit=5000', 'limit'],
      ['t=castle', 't'],
      [`s=${'a'.repeat(300)}`, 's'],
      ['sr=abc', 'sr'],
    ] as const) {
      const { status, body } = await t.getJson<{ fields: { path: string }[] }>(`/api/wineEntity?${query}`);
      expect(status).toBe(400);
      expect(body.fields.some((f) => f.path === field || f.path.startsWith(`${field}.`))).toBe(true);
    }
    const detail = await t.getJson<{ fields: { path: string }[] }>('/api/wineEntityDetail?id=abc');
    expect(detail.status).toBe(400);
    expect(detail.body.fields[0]?.path).toBe('id');
  });

  it('translates with a Czech fallback', async () => {
    const cs = await t.getJson<{ items: { perex: string }[] }>('/api/wineEntity?limit=1&locale=cs');
    const en = await t.getJson<{ items: { perex: string }[] }>('/api/wineEntity?limit=1&locale=en');
    const de = await t.getJson<{ items: { perex: string }[] }>('/api/wineEntity?limit=1&locale=de');
    expect(en.body.items[0]?.perex).not.toBe(cs.body.items[0]?.perex);
    expect(de.body.items[0]?.perex).toBe(cs.body.items[0]?.perex);
  });

  it('puts on the map only points with latitude 48.5–51 and a longitude', async () => {
    const { body } = await t.getJson<{ items: { latitude: number; longitude: number; type: string }[] }>('/api/map');
    expect(body.items.length).toBeGreaterThan(100);
    expect(body.items.every((p) => p.latitude >= 48.5 && p.latitude <= 51 && Number.isFinite(p.longitude))).toBe(true);
    const events = await t.getJson<{ items: { type: string }[] }>('/api/map?t=event');
    expect(events.body.items.every((p) => p.type === 'event')).toBe(true);
  });

  it('lists tagged records 12 per page, and filter options with counts', async () => {
    const tagged = await t.getJson<{ items: unknown[]; count: number }>('/api/tagEntity?tagId=1&limit=12');
    expect(tagged.status).toBe(200);
    expect(tagged.body.items.length).toBe(Math.min(12, tagged.body.count));
    const options = await t.getJson<{
      categories: { subregions: { count: number }[]; municipalities: { parentId: number }[] };
    }>('/api/others?type=winemaker');
    expect(options.body.categories.subregions).toHaveLength(6);
    expect(options.body.categories.municipalities.every((m) => m.parentId >= 1 && m.parentId <= 6)).toBe(true);
  });

  it('shows a change of a wine entity in the next list answer', async () => {
    const [entity] = await t.db.query<{ id: number; programmes: string[] }>(
      'SELECT id, programmes FROM wine_entities WHERE NOT programmes @> \'["certified"]\' ORDER BY id LIMIT 1',
    );
    expect(entity).toBeDefined();
    const listed = async (limit: number) =>
      (await t.getJson<List>(`/api/wineEntity?p=certified&limit=${limit}`)).body.items.map((item) => item.id);
    expect(await listed(1000)).not.toContain(entity?.id);
    await t.db.query(`UPDATE wine_entities SET programmes = programmes || '["certified"]'::jsonb WHERE id = $1`, [
      entity?.id,
    ]);
    expect(await listed(999)).toContain(entity?.id);
    await t.db.query('UPDATE wine_entities SET programmes = $2::jsonb WHERE id = $1', [
      entity?.id,
      JSON.stringify(entity?.programmes),
    ]);
    expect(await listed(998)).not.toContain(entity?.id);
  });

  it('sends a shared map answer stored in the database for the catalogue version, and a change at the next request', async () => {
    const path = '/api/map?locale=cs&t=cellar';
    const mapOf = async (response: Response) =>
      JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()) as { items: MapPoint[] };
    const first = await t.app.request(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('content-type')).toBe('application/json');
    const { items } = await mapOf(first);
    expect(items.length).toBeGreaterThan(10);
    expect(items.every((point) => point.type === 'cellar')).toBe(true);
    const plain = await t.app.request(path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('etag')).toBe(first.headers.get('etag'));
    expect((await plain.json()) as unknown).toEqual({ items });

    // The answer is stored for the catalogue version, and a process that has no copy of it sends the stored row.
    const [stored] = await t.db.query<{ current: boolean }>(
      "SELECT a.version = v.version AS current FROM map_answers a, search_documents_version v WHERE a.locale = 'cs' AND a.types = 'cellar'",
    );
    expect(stored?.current).toBe(true);
    await t.db.query(
      `UPDATE map_answers SET gzip_base64 = $1, etag = 'W/"stored"' WHERE locale = 'cs' AND types = 'cellar'`,
      [gzipSync('{"items":[]}').toString('base64')],
    );
    const otherMemory = new MapAnswerMemory();
    const otherProcess = new Hono().get('/api/map', (c) =>
      mapAnswer(t.db, otherMemory, { locale: 'cs', t: ['cellar'] }, c),
    );
    const fromRow = await otherProcess.request(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(fromRow.headers.get('etag')).toBe('W/"stored"');
    expect((await mapOf(fromRow)).items).toEqual([]);
    // This process sends its copy of the same version without reading the row again.
    const fromCopy = await t.app.request(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(fromCopy.headers.get('etag')).toBe(first.headers.get('etag'));
    expect((await mapOf(fromCopy)).items).toEqual(items);

    // A change of the catalogue moves its version: the next request makes and stores the answer again.
    const renamed = items[0];
    await t.db.query(
      `UPDATE search_documents SET title = jsonb_set(title, '{cs}', '"Sklep po změně"') WHERE doc_type = 'cellar' AND entity_id = $1`,
      [renamed?.id],
    );
    const changed = await mapOf(await t.app.request(path, { headers: { 'accept-encoding': 'gzip' } }));
    expect(changed.items).toHaveLength(items.length);
    expect(changed.items.find((point) => point.id === renamed?.id)?.title).toBe('Sklep po změně');
    // The other process, whose copy is of the version before, sends the answer this one has just stored.
    const changedOnOther = await mapOf(await otherProcess.request(path, { headers: { 'accept-encoding': 'gzip' } }));
    expect(changedOnOther).toEqual(changed);
  });

  it('builds a searched or multi-type map per request, with only the chosen types and the points holding every word', async () => {
    const all = (await t.getJson<{ items: MapPoint[] }>('/api/map?t=winemaker&t=cellar')).body.items;
    expect(new Set(all.map((point) => point.type))).toEqual(new Set(['winemaker', 'cellar']));
    const searched = (await t.getJson<{ items: MapPoint[] }>('/api/map?t=winemaker&t=cellar&s=VINARSTVI')).body.items;
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.length).toBeLessThan(all.length);
    expect(searched.every((point) => point.type === 'winemaker' || point.type === 'cellar')).toBe(true);
    expect(searched.every((point) => point.title.toLowerCase().includes('vinařství'))).toBe(true);
    expect((await t.getJson<{ items: MapPoint[] }>('/api/map?s=vinarstvi%20qqqzzz')).body.items).toEqual([]);
  });
});
