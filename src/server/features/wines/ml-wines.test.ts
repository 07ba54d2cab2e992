import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wineYears } from '../../../shared/constants/wines.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

interface Wine {
  id: number;
  year: number;
  color: string;
  points: number;
  varieties: { id: number }[];
  epithet: string;
  tasteProfile: Record<string, number>;
}
type Wines = { items: Wine[]; count: number; total: number };
type Option = { id: number | string; title: string; count: number; parentId: number | null };

describe('the wine list and its filter options', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('offers the current year and the 4 before, the three colours, and counts that add up', async () => {
    const { body } = await t.getJson<{ categories: Record<string, Option[]> }>('/api/others?type=wine&locale=en');
    const { categories } = body;
    expect(categories.years?.map((o) => o.id)).toEqual(wineYears());
    expect(categories.colours?.map((o) => o.id).sort()).toEqual(['pink', 'red', 'white']);
    const all = await t.getJson<Wines>('/api/mlWine?locale=en');
    expect(categories.colours?.reduce((sum, o) => sum + o.count, 0)).toBe(all.body.total);
    expect(categories.regions?.map((o) => o.title)).toEqual(['Moravia', 'Bohemia']);
    expect(categories.subregions?.every((o) => o.parentId === 1 || o.parentId === 2)).toBe(true);
    expect(categories.varieties?.some((o) => o.count > 0)).toBe(true);
    expect(categories.epithets?.length).toBeGreaterThan(0);
    expect(categories.sweetness?.length).toBeGreaterThan(0);
  });

  it('filters by colour, year, variety and minimum points; best first, 10 per page', async () => {
    const year = wineYears()[1] ?? 0;
    const { body } = await t.getJson<Wines>(`/api/mlWine?c=red&y=${year}&locale=cs`);
    expect(body.count).toBeGreaterThan(10);
    expect(body.items).toHaveLength(10);
    expect(body.items.every((w) => w.color === 'red' && w.year === year)).toBe(true);
    expect(body.items.map((w) => w.points)).toEqual([...body.items.map((w) => w.points)].sort((a, b) => b - a));
    const variety = body.items[0]?.varieties[0]?.id;
    const byVariety = await t.getJson<Wines>(`/api/mlWine?v=${variety}&p=85`);
    expect(byVariety.body.items.length).toBeGreaterThan(0);
    expect(byVariety.body.items.every((w) => w.varieties.some((v) => v.id === variety) && w.points >= 85)).toBe(true);
    for (const value of Object.values(body.items[0]?.tasteProfile ?? {})) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
    }
  });

  it('answers the last page in full and a page past the end with no items but the count', async () => {
    const { body } = await t.getJson<Wines>('/api/mlWine?c=pink');
    const last = Math.ceil(body.count / 10);
    const lastPage = await t.getJson<Wines>(`/api/mlWine?c=pink&page=${last}`);
    expect(lastPage.body.items).toHaveLength(body.count - (last - 1) * 10);
    const past = await t.getJson<Wines>(`/api/mlWine?c=pink&page=${last + 1}`);
    expect(past.status).toBe(200);
    expect(past.body.items).toEqual([]);
    expect(past.body.count).toBe(body.count);
  });

  it('refuses bad values with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['y=1990', 'y'],
      ['c=blue', 'c'],
      ['p=101', 'p'],
      ['page=0', 'page'],
      ['v=abc', 'v'],
      ['e=nejlepší', 'e'],
    ] as const) {
      const { status, body } = await t.getJson(`/api/mlWine?${query}`);
      expect(status, query).toBe(400);
      expect(JSON.stringify(body)).toContain(`"path":"${field}`);
    }
  });
});
