import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type Neighbour = { id: number; title: string; url: string } | null;

describe('encyclopedia pages API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists every dictionary term in the dictionary's order, the same order previous/next walks", async () => {
    const { body } = await t.getJson<{ items: { id: number; title: string }[] }>('/api/dictionaryTerms?locale=cs');
    const [{ n } = { n: 0 }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dictionary_terms');
    expect(body.items).toHaveLength(n);
    const second = body.items[1];
    const term = await t.getJson<{ id: number; previous: { id: number } | null; next: { id: number } | null }>(
      `/api/dictionary?locale=cs&id=${second?.id ?? 0}`,
    );
    expect(term.body.previous?.id).toBe(body.items[0]?.id);
    expect(term.body.next?.id).toBe(body.items[2]?.id);
  });

  it('walks varieties within their colour, with nothing before the first', async () => {
    const whites = await t.db.query<{ id: number }>("SELECT id FROM wine_varieties WHERE color = 'white' ORDER BY id");
    const first = await t.getJson<{ previous: Neighbour; next: Neighbour }>(
      `/api/varietyNeighbours?locale=en&id=${whites[0]?.id ?? 0}`,
    );
    expect(first.body.previous).toBeNull();
    expect(first.body.next?.id).toBe(whites[1]?.id);
    expect(first.body.next?.url).toMatch(/^\/en\/encyclopedia\/.+\/\d+-[a-z0-9-]+$/);
    const last = await t.getJson<{ previous: Neighbour; next: Neighbour }>(
      `/api/varietyNeighbours?id=${whites.at(-1)?.id ?? 0}`,
    );
    expect(last.body.next).toBeNull();
    expect(last.body.previous?.id).toBe(whites.at(-2)?.id);
    expect((await t.getJson('/api/varietyNeighbours?id=999999')).status).toBe(404);
  });

  it('sends an article with previous / next links that resolve to their pages', async () => {
    const [article] = await t.db.query<{ id: number }>(
      'SELECT id FROM encyclopedia_articles ORDER BY position OFFSET 1 LIMIT 1',
    );
    const { body } = await t.getJson<{
      blocks: { type: string; html?: string }[];
      previous: Neighbour;
      next: Neighbour;
    }>(`/api/encyclopediaArticle?locale=cs&id=${article?.id ?? 0}`);
    expect(body.previous).not.toBeNull();
    expect(body.next).not.toBeNull();
    const nextPage = await t.getJson<{ page: { type: string; entity: { id: number } } }>(
      `/api/page?locale=cs&path=${(body.next?.url ?? '').replace(/^\/cs\//, '')}`,
    );
    expect(nextPage.body.page.type).toBe('encyclopedia_article');
    expect(nextPage.body.page.entity.id).toBe(body.next?.id);
    // The page title is the only h1: the article's own h2 is sent as h3.
    expect(body.blocks.find((b) => b.type === 'rich_text')?.html).toMatch(/^<h3>/);
  });

  it('resolves an article of every section, also under a path another page owns (o-vine/vinarske-oblasti)', async () => {
    const firsts = await t.db.query<{ id: number; url: string }>(
      "SELECT DISTINCT ON (a.section) a.id, d.url->>'cs' AS url FROM encyclopedia_articles a JOIN search_documents d ON d.doc_type = 'encyclopedia' AND d.entity_id = a.id ORDER BY a.section, a.position",
    );
    expect(firsts.some((a) => a.url.startsWith('/cs/o-vine/vinarske-oblasti/'))).toBe(true);
    for (const article of firsts) {
      const { status, body } = await t.getJson<{ page: { type: string; entity: { id: number } } }>(
        `/api/page?locale=cs&path=${article.url.replace(/^\/cs\//, '')}`,
      );
      expect({ url: article.url, status, type: body.page.type, id: body.page.entity.id }).toEqual({
        url: article.url,
        status: 200,
        type: 'encyclopedia_article',
        id: article.id,
      });
    }
    expect((await t.getJson('/api/page?locale=cs&path=o-vine/vinarske-oblasti')).status).toBe(200);
  });
});
