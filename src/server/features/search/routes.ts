import { searchCalls } from '../../../shared/api/calls/search.ts';
import { SEARCH_DEFAULT_SECTIONS } from '../../../shared/constants/content.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';
import { PreparedJson } from '../../lib/http/prepared-json.ts';
import { PhraseLog } from '../../lib/phrase-log.ts';
import { documentStoreFor } from '../../lib/documents/document-store.ts';
import { topOfSections } from './search.repo.ts';
import { searchOffloadFor } from './search-offload.ts';

const TOP_PER_SECTION = 6;

export function registerSearchRoutes(router: ApiRouter, { db }: ServerDeps): void {
  const phrases = new PhraseLog(db);
  const store = documentStoreFor(db);
  const searches = searchOffloadFor(store);
  router.bind(searchCalls.search, async (input) => PreparedJson.of(await searches.search(await store.current(), input)), { onRequest: (input) => phrases.record(input.query, input.locale) });
  router.bind(searchCalls.searchTop, async ({ locale }) => {
    await phrases.flush();
    const top = await db.query<{ query: string }>('SELECT query FROM search_phrases ORDER BY count DESC, query LIMIT 8');
    const sections = topOfSections(await documentStoreFor(db).current(), SEARCH_DEFAULT_SECTIONS, locale, TOP_PER_SECTION);
    return {
      phrases: top.map((p) => p.query),
      sections,
    };
  }, { cacheAnswers: false }); // the phrases are flushed and counted on every call
}
