import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openEmptyTestDatabase } from '../../../../tests/support/test-database.ts';
import { searchCalls } from '../../../shared/api/calls/search.ts';
import type { Database } from '../../db/database.ts';
import { type DocType, searchDocument, upsertSearchDocuments } from '../../lib/search-index.ts';
import { search } from './search.repo.ts';

interface Doc {
  docType: DocType;
  id: number;
  title: string | Record<string, string>;
  popularity?: number;
  keywords?: string;
}

const documents = (docs: readonly Doc[]) =>
  docs.map(({ docType, id, title, popularity = 0, keywords = '' }) =>
    searchDocument({
      doc_type: docType,
      entity_id: id,
      title: typeof title === 'string' ? { cs: title } : title,
      slug: `d${id}`,
      url: { cs: `/cs/${docType}/${id}` },
      popularity,
      keywords,
    }),
  );

type Answer = Awaited<ReturnType<typeof search>>;
type Item = NonNullable<Answer['winemaker']>[number];
const LISTS = ['event', 'news', 'podcast', 'podcast_episode', 'other', 'winemaker', 'cellar', 'wine_shop'] as const;
/** Every item of the answer once (on page 1 a place list's items are in "other" too). */
const itemsOf = (answer: Answer): Item[] => [
  ...new Map(
    [
      ...LISTS.flatMap((list) => answer[list] ?? []),
      ...(answer.restaurant ?? []),
      ...(answer.accommodation ?? []),
      ...(answer.ml_wine ?? []),
    ].map((item) => [`${item.types[0]}:${item.id}`, item]),
  ).values(),
];

describe('search ranking (match-rank.ts)', () => {
  let db: Database;
  const run = (query: string, extra: { page?: number; searchCategory?: string } = {}) =>
    search(db, searchCalls.search.input.parse({ locale: 'cs', query, ...extra }));

  beforeAll(async () => {
    db = await openEmptyTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await db.query('DELETE FROM search_documents');
  });

  it('puts the title that is the query first, then titles with a word starting with it, then other titles, then other text', async () => {
    await upsertSearchDocuments(
      db,
      documents([
        { docType: 'cellar', id: 1, title: 'Sklep U Lípy', keywords: 'hora', popularity: 90 },
        { docType: 'cellar', id: 2, title: 'Sklep Záhora', popularity: 50 },
        { docType: 'cellar', id: 3, title: 'Vinařství Horák', popularity: 5 },
        { docType: 'cellar', id: 4, title: 'Sklep (Hora)', popularity: 0 },
        { docType: 'cellar', id: 5, title: 'Hora', popularity: 0 },
        { docType: 'cellar', id: 6, title: 'Hora Svatého Šebestiána', popularity: 1 },
      ]),
    );
    const answer = await run('HORA');
    expect(answer.cellar?.map((item) => [item.id, item.matchRank])).toEqual([
      [5, 0],
      [3, 1],
      [6, 1],
      [4, 1],
      [2, 2],
      [1, 3],
    ]);
    // The same order when the category is chosen, and the phrase of several words is compared whole.
    expect((await run('hora', { searchCategory: 'cellar' })).other.map((item) => item.id)).toEqual([5, 3, 6, 4, 2, 1]);
    expect((await run('hora  svateho')).cellar?.map((item) => [item.id, item.matchRank])).toEqual([[6, 1]]);
    expect((await run('hora svateho sebestiana')).cellar?.map((item) => item.matchRank)).toEqual([0]);
  });

  it('takes a translated title that is the query as exact, but not a title holding it with more words', async () => {
    await upsertSearchDocuments(
      db,
      documents([
        { docType: 'recipe', id: 1, title: 'Riesling omáčka k rybě', popularity: 9 },
        { docType: 'wine_variety', id: 2, title: { cs: 'Ryzlink rýnský', en: 'Riesling', pl: 'Ryzlink reński' } },
        { docType: 'encyclopedia', id: 3, title: { cs: 'O ryzlinku', en: 'Riesling history', pl: 'O rieslingu' } },
      ]),
    );
    expect((await run('riesling')).other.map((item) => [item.types[0], item.matchRank])).toEqual([
      ['wine_variety', 0],
      ['recipe', 1],
      ['encyclopedia', 1],
    ]);
    expect((await run('ryzlink renski')).other.map((item) => [item.id, item.matchRank])).toEqual([[2, 0]]);
  });

  it('ranks a grape variety, its wines and the articles on it above the places that only offer it', async () => {
    await upsertSearchDocuments(
      db,
      documents([
        { docType: 'accommodation', id: 1, title: 'Penzion Pod Sklepem', keywords: 'Ryzlink rýnský', popularity: 99 },
        { docType: 'winemaker', id: 2, title: 'Vinařství Novák', keywords: 'Ryzlink rýnský Frankovka', popularity: 99 },
        { docType: 'wine_bar', id: 3, title: 'Vinárna U Sudu', keywords: 'Ryzlink rýnský', popularity: 99 },
        { docType: 'ml_wine', id: 4, title: 'Ryzlink rýnský 2022, pozdní sběr', keywords: 'Riesling' },
        { docType: 'wine_variety', id: 5, title: { cs: 'Ryzlink rýnský', en: 'Riesling', pl: 'Ryzlink reński' } },
        { docType: 'encyclopedia', id: 6, title: 'Ryzlinky z Moravy' },
      ]),
    );
    for (const query of ['ryzlink', 'ryzlink rýnský', 'RYZLINK RYNSKY']) {
      const items = itemsOf(await run(query));
      const rankOf = (docType: string) => items.find((item) => item.types[0] === docType)?.matchRank ?? 9;
      expect(items).toHaveLength(query === 'ryzlink' ? 6 : 5);
      for (const found of ['wine_variety', 'ml_wine'])
        for (const place of ['accommodation', 'winemaker', 'wine_bar'])
          expect(rankOf(found)).toBeLessThan(rankOf(place));
      if (query !== 'ryzlink') expect(rankOf('wine_variety')).toBe(0);
    }
  });

  it('pages each category in rank order, also a part too large to rank whole', async () => {
    // 620 winemakers starting a title word with "hora" (read in index order), 30 holding it inside a word, one titled
    // "Hora" and 40 with it in their keywords only.
    const makers: Doc[] = [
      ...Array.from({ length: 620 }, (_, i) => ({
        docType: 'winemaker' as const,
        id: 1000 + i,
        title: `Vinařství Hora ${i}`,
        popularity: (i * 37) % 101,
      })),
      ...Array.from({ length: 30 }, (_, i) => ({
        docType: 'winemaker' as const,
        id: 2000 + i,
        title: `Záhora ${i}`,
        popularity: 200 + i,
      })),
      { docType: 'winemaker', id: 3000, title: 'Hora', popularity: 0 },
      ...Array.from({ length: 40 }, (_, i) => ({
        docType: 'winemaker' as const,
        id: 4000 + i,
        title: `Sklep ${i}`,
        keywords: 'hora',
        popularity: 500 + i,
      })),
    ];
    await upsertSearchDocuments(db, documents(makers));
    const rankOf = (doc: Doc) => (doc.id === 3000 ? 0 : doc.id < 2000 ? 1 : doc.id < 3000 ? 2 : 3);
    const expected = [...makers]
      .sort((a, b) => rankOf(a) - rankOf(b) || (b.popularity ?? 0) - (a.popularity ?? 0) || a.id - b.id)
      .map((doc) => doc.id);
    for (const page of [1, 2, 62, 63, 64, 65, 66, 67, 70]) {
      const answer = await run('hora', { page, searchCategory: 'winemaker' });
      expect(answer.other.map((item) => item.id)).toEqual(expected.slice((page - 1) * 10, page * 10));
      expect(answer.counts.winemaker).toBe(691);
    }
  });
});
