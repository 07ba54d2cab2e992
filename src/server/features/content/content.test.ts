import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsPageWindow } from '../../../shared/domain/news-paging.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type News = { items: { id: number; dateFrom: string }[]; count: number };

describe('content API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves news page 2 as items 10–19 by the 9/10 rule', async () => {
    const all = await t.getJson<News>('/api/news?limit=10&offset=0');
    const everything: number[] = [];
    for (let offset = 0; offset < all.body.count; offset += 10) everything.push(...(await t.getJson<News>(`/api/news?limit=10&offset=${offset}`)).body.items.map((n) => n.id));
    const { offset, limit } = newsPageWindow(2);
    const page2 = await t.getJson<News>(`/api/news?limit=${limit}&offset=${offset}`);
    expect(page2.body.items.map((n) => n.id)).toEqual(everything.slice(9, 19));
  });

  it('refuses news pages above the spec maximum and negative offsets', async () => {
    expect((await t.getJson('/api/news?limit=11')).status).toBe(400);
    expect((await t.getJson('/api/news?offset=-5')).status).toBe(400);
  });

  it('pages recipes by 14 and downloads by 12', async () => {
    const recipes = await t.getJson<{ items: unknown[]; count: number }>('/api/recipes');
    expect(recipes.body.items.length).toBe(Math.min(14, recipes.body.count));
    const downloads = await t.getJson<{ items: unknown[]; count: number }>('/api/download');
    expect(downloads.body.items.length).toBe(Math.min(12, downloads.body.count));
  });

  it('sorts podcast episodes newest or oldest first', async () => {
    const newest = await t.postJson<{ success: boolean; data: { data: { publishDate: string }[] } }>('/api/fetch-podcasts', { type: 'episodes', sort: 'newest', size: 5 });
    const oldest = await t.postJson<{ data: { data: { publishDate: string }[] } }>('/api/fetch-podcasts', { type: 'episodes', sort: 'oldest', size: 5 });
    expect(newest.body.success).toBe(true);
    expect((newest.body.data.data[0]?.publishDate ?? '') >= (oldest.body.data.data[0]?.publishDate ?? 'z')).toBe(true);
  });

  it('searches the encyclopedia without diacritics, and refuses queries under 3 characters', async () => {
    const cuvee = await t.getJson<{ dictionary: { title: string }[] }>('/api/encyclopedia?query=cuvee');
    expect(cuvee.body.dictionary.some((d) => d.title.startsWith('Cuvée'))).toBe(true);
    const short = await t.getJson<{ fields: { path: string }[] }>('/api/encyclopedia?query=ab');
    expect(short.status).toBe(400);
    expect(short.body.fields[0]?.path).toBe('query');
  });
});
