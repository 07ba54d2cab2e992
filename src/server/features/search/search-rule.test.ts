import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openEmptyTestDatabase } from '../../../../tests/support/test-database.ts';
import { searchCalls } from '../../../shared/api/calls/search.ts';
import type { Database } from '../../db/database.ts';
import { type DocType, searchDocument, upsertSearchDocuments } from '../../lib/search-index.ts';
import { search, topOfSections } from './search.repo.ts';

interface Doc {
  docType: DocType;
  id: number;
  title: string;
  popularity?: number;
  keywords?: string;
  city?: string;
}

const documentOf = ({ docType, id, title, popularity = 0, keywords = '', city }: Doc) =>
  searchDocument({
    doc_type: docType,
    entity_id: id,
    title: { cs: title },
    slug: `d${id}`,
    url: { cs: `/cs/${docType}/${id}` },
    popularity,
    keywords,
    city: city ?? null,
  });

const documents = (docs: readonly Doc[]) => docs.map(documentOf);

type Answer = Awaited<ReturnType<typeof search>>;
const ALL_LISTS = [
  'event',
  'news',
  'podcast',
  'podcast_episode',
  'other',
  'winemaker',
  'cellar',
  'wine_shop',
  'restaurant',
  'accommodation',
  'ml_wine',
] as const;
/** Every item of the answer once (an item of a place list is also in "other"), as `docType:id`. */
const found = (answer: Answer) =>
  [...new Set(ALL_LISTS.flatMap((list) => (answer[list] ?? []).map((item) => `${item.types[0]}:${item.id}`)))].sort();

describe('search rule (SQL over search_matches)', () => {
  let db: Database;
  const run = (query: string, extra: { page?: number; searchCategory?: string; locale?: string } = {}) =>
    search(db, searchCalls.search.input.parse({ locale: 'cs', query, ...extra }));

  beforeAll(async () => {
    db = await openEmptyTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await db.query('DELETE FROM search_documents');
    await upsertSearchDocuments(
      db,
      documents([
        { docType: 'winemaker', id: 1, title: 'Vinařství Novák', city: 'Mikulov', popularity: 5 },
        { docType: 'cellar', id: 2, title: 'Sklep U Lípy', city: 'Valtice', popularity: 4 },
        { docType: 'wine_shop', id: 3, title: 'Vinotéka Na Náměstí', popularity: 3 },
        { docType: 'cellar', id: 4, title: 'Sklepní ulička', city: 'Mikulov', popularity: 2 },
        { docType: 'winemaker', id: 5, title: 'Vinařství Łódź ŽERNOSEKY', popularity: 1 },
      ]),
    );
  });

  it('ignores case and diacritics, also in letters that do not decompose (ł)', async () => {
    expect(found(await run('vinarstvi lodz zernoseky'))).toEqual(['winemaker:5']);
    expect(found(await run('VINAŘSTVÍ'))).toEqual(['winemaker:1', 'winemaker:5']);
    expect(found(await run('ŁÓDŹ'))).toEqual(['winemaker:5']);
  });

  it('finds a word inside a longer one and needs every word of the query', async () => {
    expect(found(await run('vin'))).toEqual(['wine_shop:3', 'winemaker:1', 'winemaker:5']);
    expect(found(await run('sklep'))).toEqual(['cellar:2', 'cellar:4']);
    expect(found(await run('sklep mikulov'))).toEqual(['cellar:4']);
  });

  it('tolerates one typo in words of five letters or more (changed, added or missing letter), none in shorter ones', async () => {
    expect(found(await run('mikulow'))).toEqual(['cellar:4', 'winemaker:1']);
    expect(found(await run('valtce'))).toEqual(['cellar:2']);
    expect(found(await run('valtiice'))).toEqual(['cellar:2']);
    expect(found(await run('mikluov'))).toEqual([]);
    expect(found(await run('lipa'))).toEqual([]);
    expect(found(await run('lipy'))).toEqual(['cellar:2']);
  });

  it('takes % and _ as the characters they are', async () => {
    await upsertSearchDocuments(
      db,
      documents([
        { docType: 'news', id: 10, title: 'Sleva 100% na ryzlink' },
        { docType: 'news', id: 11, title: 'Sleva 1000 Kč' },
        { docType: 'news', id: 12, title: 'Kód a_b' },
        { docType: 'news', id: 13, title: 'Kód axb' },
      ]),
    );
    expect(found(await run('100%'))).toEqual(['news:10']);
    expect(found(await run('a_b'))).toEqual(['news:12']);
    expect(found(await run('%%%'))).toEqual([]);
  });

  it('ranks title matches first, then popularity, then id; a phrase counts as a title match only whole', async () => {
    await upsertSearchDocuments(
      db,
      documents([
        { docType: 'cellar', id: 20, title: 'Sklep Rybníček', popularity: 1 },
        { docType: 'cellar', id: 21, title: 'Hájenka', keywords: 'rybnicek', popularity: 9 },
        { docType: 'cellar', id: 22, title: 'Rybníček', popularity: 1 },
        { docType: 'cellar', id: 23, title: 'Sklepní usedlost', popularity: 50 },
      ]),
    );
    // The title that is the query comes before the one that only starts a word with it (match-rank.test.ts).
    expect((await run('rybnicek')).cellar?.map((item) => item.id)).toEqual([22, 20, 21]);
    // "sklep u" is whole in one title only; two other cellars hold both words apart, one of them more popular.
    expect((await run('sklep u')).cellar?.map((item) => item.id)).toEqual([2, 23, 4]);
  });

  it('counts per category and in all, and never shows a record outside the chosen category', async () => {
    await upsertSearchDocuments(
      db,
      documents([
        { docType: 'eshop', id: 30, title: 'Vinný e-shop' },
        { docType: 'wine_bar', id: 31, title: 'Vinný bar' },
      ]),
    );
    const all = await run('vin');
    expect(all.counts).toMatchObject({ all: 5, winemaker: 2, wine_shop: 2, page: 1, cellar: 0 });
    const shops = await run('vin', { searchCategory: 'wine_shop' });
    expect(shops.counts).toMatchObject({ all: 2, wine_shop: 2, winemaker: 0, page: 0 });
    expect(found(shops)).toEqual(['eshop:30', 'wine_shop:3']);
    expect(shops.wine_shop?.map((item) => item.types[0])).toEqual(['wine_shop', 'eshop']);
  });
});

describe('search pages (SQL over search_matches)', () => {
  let db: Database;
  // 1,200 winemakers with "hora" in their keywords, every seventh also in its title (172 title matches, ranked whole,
  // and 1,028 others, read in rank order); three cellars form small parts beside them.
  const makers = Array.from({ length: 1200 }, (_, i) => ({
    docType: 'winemaker' as const,
    id: 1000 + i,
    title: i % 7 === 0 ? `Vinařství Hora ${i}` : `Vinařství ${i}`,
    keywords: 'hora',
    popularity: (i * 37) % 101,
  }));
  const cellars = [
    { docType: 'cellar' as const, id: 1, title: 'Sklep Na Hoře', popularity: 1 },
    { docType: 'cellar' as const, id: 2, title: 'Horní sklep', popularity: 7 },
    { docType: 'cellar' as const, id: 3, title: 'Sklep', city: 'Hora', popularity: 9 },
  ];
  const inTitle = (doc: Doc) => Number(doc.title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes('hor'));
  const ranked = (docs: readonly Doc[]) =>
    [...docs]
      .sort((a, b) => inTitle(b) - inTitle(a) || (b.popularity ?? 0) - (a.popularity ?? 0) || a.id - b.id)
      .map((doc) => doc.id);
  const run = (page: number, searchCategory?: string) =>
    search(db, searchCalls.search.input.parse({ locale: 'cs', query: 'hor', page, searchCategory }));

  beforeAll(async () => {
    db = await openEmptyTestDatabase();
    await upsertSearchDocuments(db, documents([...makers, ...cellars]));
  });
  afterAll(async () => {
    await db.close();
  });

  it('gives each category its page of 10 in rank order, the place lists on page 1 only', async () => {
    const expected = ranked(makers);
    for (const page of [1, 2, 17, 18, 41, 80, 120, 121]) {
      const answer = await run(page);
      const makersShown = answer.other.filter((item) => item.types[0] === 'winemaker').map((item) => item.id);
      expect(makersShown).toEqual(expected.slice((page - 1) * 10, page * 10));
      expect(answer.counts).toMatchObject({ all: 1203, winemaker: 1200, cellar: 3 });
      expect(answer.winemaker === undefined).toBe(page !== 1);
    }
    expect((await run(1)).cellar?.map((item) => item.id)).toEqual(ranked(cellars));
    expect((await run(2)).other.filter((item) => item.types[0] === 'cellar')).toEqual([]);
  });

  it('pages the chosen category alone', async () => {
    const answer = await run(41, 'winemaker');
    expect(answer.other.map((item) => item.id)).toEqual(ranked(makers).slice(400, 410));
    expect(answer.counts).toMatchObject({ all: 1200, winemaker: 1200, cellar: 0 });
  });
});

describe('search_matches follows search_documents', () => {
  let db: Database;
  const titles = async (query: string) => {
    const answer = await search(db, searchCalls.search.input.parse({ locale: 'cs', query }));
    return answer.other.map((item) => item.title);
  };
  beforeAll(async () => {
    db = await openEmptyTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('in the statement that inserts, updates, deletes or empties the documents', async () => {
    await upsertSearchDocuments(db, [documentOf({ docType: 'winemaker', id: 1, title: 'Vinařství Zvonice' })]);
    expect(await titles('zvonice')).toEqual(['Vinařství Zvonice']);
    await db.query(`UPDATE search_documents SET title = '{"cs": "Vinařství Kaplička"}' WHERE entity_id = 1`);
    expect(await titles('zvonice')).toEqual([]);
    expect(await titles('kaplicka')).toEqual(['Vinařství Kaplička']);
    await db.query('DELETE FROM search_documents WHERE entity_id = 1');
    expect(await titles('kaplicka')).toEqual([]);
    await upsertSearchDocuments(db, [documentOf({ docType: 'winemaker', id: 2, title: 'Vinařství Zvonice' })]);
    await db.query('TRUNCATE search_documents CASCADE');
    expect(await db.query('SELECT * FROM search_matches')).toEqual([]);
  });
});

describe("search modal's default sections", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openEmptyTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('per doc type: top events first, then popularity, then the earliest; events already over are left out', async () => {
    const event = (id: number, dateFrom: string, dateTo: string, popularity: number, isTopEvent = false) =>
      searchDocument({
        doc_type: 'event',
        entity_id: id,
        title: { cs: `Akce ${id}` },
        slug: `a${id}`,
        url: { cs: `/cs/akce/${id}` },
        date_from: dateFrom,
        date_to: dateTo,
        popularity,
        is_top_event: isTopEvent,
      });
    await upsertSearchDocuments(db, [
      event(1, '2030-05-01', '2030-05-02', 9),
      event(2, '2030-04-01', '2030-04-01', 1, true),
      event(3, '2029-12-30', '2030-01-02', 5),
      event(4, '2029-12-01', '2029-12-31', 99),
      event(5, '2030-03-01', '2030-03-01', 9),
      event(6, '2030-02-01', '2030-02-01', 9),
      documentOf({ docType: 'winemaker', id: 7, title: 'Vinařství A', popularity: 3 }),
      documentOf({ docType: 'winemaker', id: 8, title: 'Vinařství B', popularity: 4 }),
    ]);
    const sections = await topOfSections(db, ['event', 'winemaker', 'cellar'], 'cs', 3, '2030-01-01');
    expect(Object.keys(sections)).toEqual(['event', 'winemaker', 'cellar']);
    expect(sections.event?.map((item) => item.id)).toEqual([2, 6, 5]);
    expect(sections.event?.[0]).toMatchObject({ dateFrom: '2030-04-01', dateTo: '2030-04-01', isTopEvent: true });
    expect(sections.winemaker?.map((item) => item.id)).toEqual([8, 7]);
    expect(sections.cellar).toEqual([]);
  });
});
