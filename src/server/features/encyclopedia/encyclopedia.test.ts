import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type Answer = {
  top: string[];
  encyclopedia_article: { id: number; title: string; url: string }[];
  wine_variety: { id: number; title: string; url: string; wineColor: { id: number } }[];
  dictionary: { id: number; title: string; url: string }[];
  counts: { all: number; encyclopedia_article: number; wine_variety: number; dictionary: number };
};
const norm = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

describe('encyclopedia search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('without a query answers the most wanted phrases and a few top results of each kind', async () => {
    const { status, body } = await t.getJson<Answer>('/api/encyclopedia?locale=cs');
    expect(status).toBe(200);
    expect(body.top.length).toBeGreaterThan(0);
    for (const list of [body.encyclopedia_article, body.wine_variety, body.dictionary]) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(5);
    }
  });

  it('matches without diacritics or case, title matches first, with counts for every kind', async () => {
    const [variety] = await t.db.query<{ title: string }>(
      "SELECT title->>'cs' AS title FROM search_documents WHERE doc_type = 'wine_variety' AND title->>'cs' ~ '[áčéěířšůúýž]' ORDER BY entity_id LIMIT 1",
    );
    const word =
      norm(variety?.title ?? '')
        .split(/\s+/)
        .find((w) => w.length >= 4) ?? '';
    const { body } = await t.getJson<Answer>(
      `/api/encyclopedia?locale=cs&query=${encodeURIComponent(word.toUpperCase())}`,
    );
    expect(body.wine_variety.some((v) => v.title === variety?.title)).toBe(true);
    expect(norm(body.wine_variety[0]?.title ?? '')).toContain(word);
    expect(body.counts.all).toBe(body.counts.encyclopedia_article + body.counts.wine_variety + body.counts.dictionary);
    expect(body.counts.wine_variety).toBeGreaterThanOrEqual(body.wine_variety.length);
  });

  it('counts equal the results when they fit, and every result is of the encyclopedia', async () => {
    const { body } = await t.getJson<Answer>('/api/encyclopedia?locale=en&query=wine');
    expect(body.counts.all).toBeGreaterThan(0);
    if (body.counts.dictionary <= 50) expect(body.dictionary).toHaveLength(body.counts.dictionary);
    if (body.counts.wine_variety <= 50) expect(body.wine_variety).toHaveLength(body.counts.wine_variety);
    expect(body.dictionary.every((d) => d.url.startsWith('/en/'))).toBe(true);
  });

  it('counts typed queries for the most wanted phrases, also when the answer is cached', async () => {
    for (let i = 0; i < 3; i += 1) await t.getJson('/api/encyclopedia?locale=cs&query=sekt%20brut');
    await t.getJson('/api/search/top?locale=cs');
    // The tally is written every few seconds; wait for that write rather than guess its moment.
    await vi.waitFor(
      async () => {
        const [row] = await t.db.query<{ count: number }>("SELECT count FROM search_phrases WHERE query = 'sekt brut'");
        expect(row?.count).toBe(3);
      },
      { timeout: 20_000, interval: 200 },
    );
  }, 30_000);

  it('refuses bad values with a 400 naming the field', async () => {
    for (const [path, field] of [
      ['/api/encyclopedia?query=ab', 'query'],
      ['/api/encyclopedia?locale=xx', 'locale'],
    ] as const) {
      const { status, body } = await t.getJson(path);
      expect(status).toBe(400);
      expect(JSON.stringify(body)).toContain(field);
    }
  });
});
