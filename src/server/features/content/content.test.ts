import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsPageWindow } from '../../../shared/domain/news-paging.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type NewsItem = { id: number; dateFrom: string; url: string; category: { id: number } };
type News = { items: NewsItem[]; count: number };
type NewsDetail = NewsItem & {
  previous: { id: number; url: string } | null;
  next: { id: number; url: string } | null;
  related: NewsItem[];
};
type Recipes = { items: { id: number; title: string; url: string; mealType: { title: string } }[]; count: number };
type Downloads = { items: { id: number; files: { title: string; format: string; size: number }[] }[]; count: number };

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
    for (let offset = 0; offset < all.body.count; offset += 10)
      everything.push(...(await t.getJson<News>(`/api/news?limit=10&offset=${offset}`)).body.items.map((n) => n.id));
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

  it('links a news item to its neighbours in the list order and to related news of its category', async () => {
    const list = await t.getJson<News>('/api/news?limit=3&offset=5');
    const [newer, middle, older] = list.body.items;
    const detail = await t.getJson<NewsDetail>(`/api/newsDetail?id=${middle?.id ?? 0}&locale=en`);
    expect(detail.status).toBe(200);
    expect(detail.body.next?.id).toBe(newer?.id);
    expect(detail.body.previous?.id).toBe(older?.id);
    expect(detail.body.next?.url).toMatch(/^\/en\/news\/\d+-/);
    expect(detail.body.related.length).toBeGreaterThan(0);
    expect(detail.body.related.every((r) => r.category.id === detail.body.category.id && r.id !== detail.body.id)).toBe(
      true,
    );
  });

  it('has no next for the newest news item and no previous for the oldest', async () => {
    const first = await t.getJson<News>('/api/news?limit=1&offset=0');
    const last = await t.getJson<News>(`/api/news?limit=1&offset=${first.body.count - 1}`);
    expect((await t.getJson<NewsDetail>(`/api/newsDetail?id=${first.body.items[0]?.id ?? 0}`)).body.next).toBeNull();
    expect((await t.getJson<NewsDetail>(`/api/newsDetail?id=${last.body.items[0]?.id ?? 0}`)).body.previous).toBeNull();
  });

  it('puts the editor-chosen related news first, in their order, before the same category', async () => {
    // Item 2: items 1 and the last were asked for above, and public answers are cached for their 60 s life.
    const list = await t.getJson<News>('/api/news?limit=10&offset=0');
    const [newest, subject, ...others] = list.body.items;
    others.push(...(newest ? [newest] : []));
    const chosen = others
      .filter((n) => n.category.id !== subject?.category.id)
      .slice(0, 2)
      .map((n) => n.id)
      .reverse();
    expect(chosen).toHaveLength(2);
    await t.db.query('UPDATE news SET related_ids = jsonb_build_array($1::int, $2::int) WHERE id = $3', [
      ...chosen,
      subject?.id,
    ]);
    const detail = await t.getJson<NewsDetail>(`/api/newsDetail?id=${subject?.id ?? 0}`);
    expect(detail.body.related.slice(0, 2).map((r) => r.id)).toEqual(chosen);
    expect(detail.body.related).toHaveLength(3);
    await t.db.query(`UPDATE news SET related_ids = '[]'::jsonb WHERE id = $1`, [subject?.id]);
  });

  it('answers 404 for a news item or recipe that does not exist', async () => {
    expect((await t.getJson('/api/newsDetail?id=999999999')).status).toBe(404);
    expect((await t.getJson('/api/recipeDetail?id=999999999')).status).toBe(404);
  });

  it('serves a recipe page from (page-1)*limit, by page or by offset alike', async () => {
    const all = await t.getJson<Recipes>('/api/recipes?limit=2&offset=0');
    const byOffset = await t.getJson<Recipes>('/api/recipes?limit=2&offset=2');
    const byPage = await t.getJson<Recipes>('/api/recipes?page=2&limit=2');
    expect(byPage.body.items).toHaveLength(2);
    expect(byPage.body.items.map((r) => r.id)).toEqual(byOffset.body.items.map((r) => r.id));
    expect(byPage.body.items.some((r) => all.body.items.some((a) => a.id === r.id))).toBe(false);
    expect(byPage.body.items[0]?.url).toMatch(/^\/cs\/o-vine\/jak-si-vychutnat-vino\/recepty\/\d+-/);
    expect(byPage.body.items[0]?.mealType.title).not.toBe('');
  });

  it('gives a recipe its ingredients, preparation and wine recommendations', async () => {
    const list = await t.getJson<Recipes>('/api/recipes');
    const recipe = await t.getJson<{
      title: string;
      ingredients: string[];
      preparation: string;
      wineRecommendations: string[];
    }>(`/api/recipeDetail?id=${list.body.items[0]?.id ?? 0}`);
    expect(recipe.status).toBe(200);
    expect(recipe.body.title).toBe(list.body.items[0]?.title);
    expect(recipe.body.ingredients.length).toBeGreaterThan(0);
    expect(recipe.body.preparation).toContain('<p>');
    expect(recipe.body.wineRecommendations.length).toBeGreaterThan(0);
  });

  it("lists downloads page by page with each file's title, format and size", async () => {
    const first = await t.getJson<Downloads>('/api/download?limit=2&offset=0');
    const second = await t.getJson<Downloads>('/api/download?limit=2&offset=2');
    expect(second.body.items.length).toBeGreaterThan(0);
    expect(second.body.items.map((d) => d.id)).not.toContain(first.body.items[0]?.id);
    const file = first.body.items[0]?.files[0];
    expect(file?.title).not.toBe('');
    expect(file?.format).toBe('pdf');
    expect(file?.size).toBeGreaterThan(0);
  });

  it('sorts podcast episodes newest or oldest first', async () => {
    const newest = await t.postJson<{ success: boolean; data: { data: { publishDate: string }[] } }>(
      '/api/fetch-podcasts',
      { type: 'episodes', sort: 'newest', size: 5 },
    );
    const oldest = await t.postJson<{ data: { data: { publishDate: string }[] } }>('/api/fetch-podcasts', {
      type: 'episodes',
      sort: 'oldest',
      size: 5,
    });
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
