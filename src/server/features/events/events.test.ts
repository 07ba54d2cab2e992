import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { pragueToday } from '../../../shared/domain/prague-time.ts';

type Item = { id: number; dateFrom: string; dateTo: string; isTopEvent: boolean };

describe('events API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists events from today to one year ahead by default, ordered by start', async () => {
    const today = pragueToday();
    const { body } = await t.getJson<{ items: Item[]; count: number }>('/api/event');
    expect(body.count).toBeGreaterThan(0);
    expect(body.items.every((e) => e.dateTo >= today)).toBe(true);
    const starts = body.items.map((e) => e.dateFrom);
    expect([...starts].sort()).toEqual(starts);
  });

  it('orders a day: top events first, then shorter, then by start', async () => {
    const counts = await t.getJson<Record<string, number>>(
      `/api/upcomingEventsCounts?month=${pragueToday().slice(0, 8)}01`,
    );
    const busiest = Object.entries(counts.body).sort((a, b) => b[1] - a[1])[0];
    expect(busiest).toBeDefined();
    const { body } = await t.getJson<Item[]>(`/api/upcomingEvents?day=${busiest?.[0]}`);
    expect(body).toHaveLength(busiest?.[1] ?? -1);
    const key = (e: Item) => [e.isTopEvent ? 0 : 1, Date.parse(e.dateTo) - Date.parse(e.dateFrom), e.dateFrom] as const;
    for (let i = 1; i < body.length; i += 1) {
      const [a, b] = [key(body[i - 1] as Item), key(body[i] as Item)];
      expect(a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] <= b[2])))).toBe(true);
    }
  });

  it('pages rated wines by 10 and filters by colour', async () => {
    const first = await t.getJson<{ items: { id: number; color: string }[]; count: number }>(
      '/api/mlWine?page=1&c=red',
    );
    const second = await t.getJson<{ items: { id: number }[] }>('/api/mlWine?page=2&c=red');
    expect(first.body.items).toHaveLength(10);
    expect(first.body.items.every((w) => w.color === 'red')).toBe(true);
    expect(second.body.items.map((w) => w.id)).not.toContain(first.body.items[0]?.id);
  });

  it('refuses bad dates, pages and years with 400 naming the field', async () => {
    for (const [path, field] of [
      ['/api/upcomingEventsCounts?month=2026-13-01', 'month'],
      ['/api/upcomingEvents?day=abc', 'day'],
      ['/api/mlWine?page=0', 'page'],
      ['/api/mlWine?y=1999', 'y'],
      ['/api/event?dateFrom=2026-05-02&dateTo=2026-05-01', 'dateTo'],
    ] as const) {
      const { status, body } = await t.getJson<{ fields: { path: string }[] }>(path);
      expect(status).toBe(400);
      expect(body.fields.map((f) => f.path)).toContain(field);
    }
  });
});
