import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { searchDocument, upsertSearchDocuments } from '../../lib/search-index.ts';

interface Item {
  id: number;
  title: string;
  url: string;
  types: string[];
}
type Answer = {
  counts: Record<string, number>;
  event: Item[];
  other: Item[];
  winemaker?: Item[];
  cellar?: Item[];
} & Record<string, Item[] | Record<string, number> | undefined>;

const norm = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const allItems = (answer: Answer) =>
  ['event', 'news', 'podcast', 'podcast_episode', 'other'].flatMap((key) => (answer[key] as Item[] | undefined) ?? []);

describe('site search', () => {
  let t: TestApp;
  const search = async (query: string, extra = '') =>
    t.getJson<Answer>(`/api/search?locale=cs&query=${encodeURIComponent(query)}${extra}`);
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('ignores case and diacritics: "vinarstvi" finds records titled "Vinařství …"', async () => {
    const { status, body } = await search('vinarstvi');
    expect(status).toBe(200);
    expect(body.counts.winemaker).toBeGreaterThan(0);
    expect(body.winemaker?.some((item) => item.title.includes('Vinařství'))).toBe(true);
    const upper = await search('VINAŘSTVÍ');
    expect(upper.body.counts).toEqual(body.counts);
  });

  it('ranks title matches first', async () => {
    const [row] = await t.db.query<{ word: string }>(
      `SELECT w.word FROM search_words w WHERE length(w.word) >= 5
         AND EXISTS (SELECT 1 FROM search_documents d WHERE d.doc_type = 'winemaker' AND d.title_search LIKE '%' || w.word || '%')
         AND EXISTS (SELECT 1 FROM search_documents d WHERE d.doc_type = 'winemaker' AND d.title_search NOT LIKE '%' || w.word || '%' AND d.search_text LIKE '%' || w.word || '%')
       ORDER BY w.word LIMIT 1`,
    );
    expect(row).toBeDefined();
    const { body } = await search(row?.word ?? '', '&searchCategory=winemaker');
    const matches = (body.winemaker ?? []).map((item) => norm(item.title).includes(row?.word ?? ''));
    expect(matches[0]).toBe(true);
    expect(matches.indexOf(false) === -1 || matches.slice(matches.indexOf(false)).every((m) => !m)).toBe(true);
  });

  it('tolerates one typo in a word of 5 or more letters, but not in a shorter one', async () => {
    const [row] = await t.db.query<{ title: string; word: string }>(
      `SELECT d.title->>'cs' AS title, w.word FROM search_documents d JOIN search_words w ON d.title_search LIKE '%' || w.word || '%'
       WHERE d.doc_type = 'winemaker' AND length(w.word) = 7 ORDER BY d.entity_id, w.word LIMIT 1`,
    );
    const word = row?.word ?? '';
    const typo = `${word.slice(0, 3)}${word[3] === 'q' ? 'x' : 'q'}${word.slice(4)}`;
    const [taken] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM search_documents WHERE search_text LIKE '%' || $1 || '%'",
      [typo],
    );
    expect(taken?.n).toBe(0);
    expect((await search(word)).body.counts.winemaker).toBeGreaterThanOrEqual(1);
    const typed = await search(typo);
    expect(typed.body.counts.all).toBeGreaterThan(0);
    expect(typed.body.counts.winemaker).toBeGreaterThanOrEqual(1);
    const missing = await search(`${word.slice(0, 2)}${word.slice(3)}`);
    expect(missing.body.counts.all).toBeGreaterThan(0);
    const short = await search('sklq');
    expect(short.body.counts.all).toBe(0);
  });

  it('never returns a record outside the chosen category', async () => {
    const { body } = await search('vino', '&searchCategory=cellar');
    expect(body.counts.cellar).toBeGreaterThan(0);
    expect(body.cellar?.length).toBeGreaterThan(0);
    for (const key of [
      'event',
      'news',
      'podcast',
      'podcast_episode',
      'winemaker',
      'wine_shop',
      'restaurant',
      'accommodation',
      'ml_wine',
    ]) {
      expect((body[key] as Item[] | undefined) ?? []).toEqual([]);
    }
    const shown = [...allItems(body), ...(body.cellar ?? [])];
    expect(shown.every((item) => item.types.includes('cellar'))).toBe(true);
  });

  it('pages each category by 10', async () => {
    const first = await search('vinarstvi', '&searchCategory=winemaker');
    const second = await search('vinarstvi', '&searchCategory=winemaker&page=2');
    expect(first.body.counts.winemaker).toBeGreaterThan(10);
    expect(first.body.winemaker).toHaveLength(10);
    const firstIds = new Set(first.body.winemaker?.map((item) => item.id));
    expect(second.status).toBe(200);
    expect(
      allItems(second.body)
        .concat(second.body.winemaker ?? [])
        .some((item) => firstIds.has(item.id)),
    ).toBe(false);
  });

  it('refuses bad values with a 400 naming the field', async () => {
    for (const [path, field] of [
      ['/api/search?locale=cs&query=ab', 'query'],
      ['/api/search?locale=xx&query=sklep', 'locale'],
      ['/api/search?query=sklep&page=0', 'page'],
      ['/api/search?query=sklep&searchCategory=wines', 'searchCategory'],
    ] as const) {
      const { status, body } = await t.getJson(path);
      expect(status).toBe(400);
      expect(JSON.stringify(body)).toContain(field);
    }
  });

  it('finds a document at the next request after it is written, and the map shows it', async () => {
    await search('zvonkohra');
    const map = async (s: string) => t.getJson<{ items: { id: number; title: string }[] }>(`/api/map?locale=cs&s=${s}`);
    expect((await map('zvonkohra')).body.items).toEqual([]);
    await upsertSearchDocuments(t.db, [
      searchDocument({
        doc_type: 'winemaker',
        entity_id: 990_001,
        place_type: 'wine_entity',
        title: { cs: 'Vinařství Zvonkohra' },
        slug: 'zvonkohra',
        url: { cs: '/cs/vinari/990001-zvonkohra' },
        latitude: 48.8,
        longitude: 16.6,
      }),
    ]);
    const { body } = await search('zvonkohra', '&searchCategory=winemaker');
    expect(body.winemaker?.map((item) => item.title)).toEqual(['Vinařství Zvonkohra']);
    expect((await map('zvonkohr')).body.items.map((item) => item.id)).toEqual([990_001]);
    await t.db.query('DELETE FROM search_documents WHERE entity_id = 990001');
    expect((await search('vonkohra')).body.counts.all).toBe(0);
  });
});
