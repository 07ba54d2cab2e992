import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { pragueToday } from '../../../shared/domain/prague-time.ts';

type Item = {
  id: number;
  title: string;
  dateFrom: string;
  dateTo: string;
  isTopEvent: boolean;
  isSaintMartinEvent: boolean;
  isPinkEvent: boolean;
  eventType: { id: number };
  municipality: string | null;
};
type List = { items: Item[]; count: number; total: number };

// A June five years ahead: past the seeded year, so only these events run there.
const year = Number(pragueToday().slice(0, 4)) + 5;
const day = (d: number) => `${year}-06-${String(d).padStart(2, '0')}`;
const FIXTURES = [
  { id: 990_001, title: 'Košt u Nováků', from: day(10), to: day(10), top: false, type: 1, municipality: 101 },
  {
    id: 990_002,
    title: 'Velký festival',
    from: day(8),
    to: day(12),
    top: true,
    type: 5,
    municipality: 102,
    stmartins: true,
  },
  { id: 990_003, title: 'Top degustace', from: day(9), to: day(10), top: true, type: 1, municipality: 101 },
  {
    id: 990_004,
    title: 'Sklepní večer',
    from: day(10),
    to: day(10),
    top: false,
    type: 2,
    municipality: 201,
    pink: true,
  },
  { id: 990_005, title: 'Cyklovýlet vinohrady', from: day(9), to: day(11), top: false, type: 8, municipality: 201 },
  { id: 990_006, title: 'Top otevřené sklepy', from: day(10), to: day(11), top: true, type: 2, municipality: 102 },
] as const;

describe('event calendar and upcoming-events calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
    for (const f of FIXTURES) {
      await t.db.query(
        `INSERT INTO events (id, event_type_id, slug, title, perex, text, date_from, date_to, city, place_description, municipality_id, is_top_event, is_saint_martin_event, is_pink_event, contacts, authority_email, authority_phone)
         VALUES ($1, $2, $3, $4::jsonb, '{"cs":""}', '{"cs":""}', $5, $6, 'Obec', '', $7, $8, $9, $10, '{}', 'a@b.cz', '123456789')`,
        [
          f.id,
          f.type,
          `akce-${f.id}`,
          JSON.stringify({ cs: f.title }),
          f.from,
          f.to,
          f.municipality,
          f.top,
          'stmartins' in f,
          'pink' in f,
        ],
      );
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('orders a day top events first, then by duration, then by start date', async () => {
    const { status, body } = await t.getJson<Item[]>(`/api/upcomingEvents?day=${day(10)}&locale=cs`);
    expect(status).toBe(200);
    expect(body.map((e) => e.id)).toEqual([990_003, 990_006, 990_002, 990_001, 990_004, 990_005]);
  });

  it('counts the events running on each day of the month', async () => {
    const { body } = await t.getJson<Record<string, number>>(`/api/upcomingEventsCounts?month=${day(15)}&locale=cs`);
    expect(Object.keys(body)).toHaveLength(30);
    expect([
      body[day(7)],
      body[day(8)],
      body[day(9)],
      body[day(10)],
      body[day(11)],
      body[day(12)],
      body[day(13)],
    ]).toEqual([0, 1, 3, 6, 3, 1, 0]);
    for (const d of [day(9), day(11)]) {
      const list = await t.getJson<Item[]>(`/api/upcomingEvents?day=${d}`);
      expect(list.body).toHaveLength(body[d] ?? -1);
    }
  });

  it('lists the events overlapping a range, ordered by start, with their count', async () => {
    const { body } = await t.getJson<List>(`/api/event?dateFrom=${day(11)}&dateTo=${day(30)}`);
    expect(body.items.map((e) => e.id)).toEqual([990_002, 990_005, 990_006]);
    expect(body.count).toBe(3);
    expect(body.total).toBeGreaterThan(body.count);
  });

  it('pages the range in start order, ties by id, and counts it on a page past the end too', async () => {
    const range = `dateFrom=${day(1)}&dateTo=${day(30)}`;
    const all = await t.getJson<List>(`/api/event?${range}`);
    const pages = await Promise.all(
      [0, 2, 4].map((offset) => t.getJson<List>(`/api/event?${range}&limit=2&offset=${offset}`)),
    );
    expect(pages.flatMap((page) => page.body.items.map((e) => e.id))).toEqual(all.body.items.map((e) => e.id));
    const starts = all.body.items.map((e) => `${e.dateFrom} ${e.id}`);
    expect(starts).toEqual([...starts].sort());
    const past = await t.getJson<List>(`/api/event?${range}&limit=2&offset=40`);
    expect(past.body).toEqual({ items: [], count: all.body.count, total: all.body.total });
  });

  it('narrows by programme, any of the chosen ones', async () => {
    const range = `dateFrom=${day(1)}&dateTo=${day(30)}`;
    const top = await t.getJson<List>(`/api/event?${range}&p=top`);
    expect(top.body.items.map((e) => e.id)).toEqual([990_002, 990_003, 990_006]);
    const either = await t.getJson<List>(`/api/event?${range}&p=stmartins,rosewines`);
    expect(either.body.items.map((e) => e.id).sort()).toEqual([990_002, 990_004]);
  });

  it('narrows by event type, municipality and search words', async () => {
    const range = `dateFrom=${day(1)}&dateTo=${day(30)}`;
    const types = await t.getJson<List>(`/api/event?${range}&type=1&type=8`);
    expect(types.body.items.map((e) => e.id).sort()).toEqual([990_001, 990_003, 990_005]);
    const places = await t.getJson<List>(`/api/event?${range}&m=201`);
    expect(places.body.items.map((e) => e.id).sort()).toEqual([990_004, 990_005]);
    const words = await t.getJson<List>(`/api/event?${range}&s=${encodeURIComponent('otevrene SKLEPY')}`);
    expect(words.body.items.map((e) => e.id)).toEqual([990_006]);
    const none = await t.getJson<List>(`/api/event?${range}&s=nic-takoveho&p=top`);
    expect(none.body).toMatchObject({ items: [], count: 0 });
  });

  it('caps the list at the event query limit of 1000 and still counts every match', async () => {
    const { body } = await t.getJson<List>('/api/event?limit=1000');
    expect(body.items.length).toBeLessThanOrEqual(1000);
    expect(body.count).toBeGreaterThanOrEqual(body.items.length);
    const over = await t.getJson<{ fields: { path: string }[] }>('/api/event?limit=1001');
    expect(over.status).toBe(400);
    expect(over.body.fields.map((f) => f.path)).toContain('limit');
  });
});
