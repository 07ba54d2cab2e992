import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { DocumentStore } from './document-store.ts';

/** A database of two documents whose version counter is read with a delay, counting the version checks. */
function fakeDatabase() {
  const calls = { version: 0, documents: 0 };
  let version = 1;
  const db: Queryable = {
    async query<Row extends object>(text: string): Promise<Row[]> {
      if (text.includes('search_documents_version')) {
        calls.version += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return [{ version }] as unknown as Row[];
      }
      calls.documents += 1;
      const shown = (slug: string, title: string) => ({
        slug, title: JSON.stringify({ cs: title }), picture: null, alt: null, city: null, url: JSON.stringify({ cs: `/cs/${slug}` }), color_id: null, category: null,
      });
      return [
        { doc_type: 'cellar', entity_id: 1, popularity: 3, is_top_event: false, date_from: null, date_to: null, search_text: 'sklep valtice', title_search: 'sklep', ...shown('sklep', 'Sklep') },
        { doc_type: 'winemaker', entity_id: 2, popularity: 5, is_top_event: false, date_from: null, date_to: null, search_text: 'vinarstvi', title_search: 'vinarstvi', ...shown('vinarstvi', 'Vinařství') },
      ] as unknown as Row[];
    },
  };
  return { db, calls, bump: () => { version += 1; } };
}

describe('document store', () => {
  it('lets requests arriving together share one version check, and reloads only when the version moved', async () => {
    const { db, calls, bump } = fakeDatabase();
    const store = new DocumentStore(db);
    const first = await Promise.all(Array.from({ length: 20 }, () => store.current()));
    expect(calls.version).toBe(1);
    expect(calls.documents).toBe(1);
    expect(new Set(first).size).toBe(1);
    expect(await store.current()).toBe(first[0]);
    expect(calls).toEqual({ version: 2, documents: 1 });
    bump();
    const reloaded = await store.current();
    expect(reloaded).not.toBe(first[0]);
    expect(reloaded.version).toBe(2);
    expect(calls).toEqual({ version: 3, documents: 2 });
  });
});
