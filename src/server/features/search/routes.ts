import { searchCalls } from '../../../shared/api/calls/search.ts';
import { SEARCH_DEFAULT_SECTIONS } from '../../../shared/constants/content.ts';
import { pragueToday } from '../../../shared/domain/prague-time.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';
import { PhraseLog } from '../../lib/phrase-log.ts';
import { search, topOfSections } from './search.repo.ts';

const TOP_PER_SECTION = 6;

export function registerSearchRoutes(router: ApiRouter, { db }: ServerDeps): void {
  const phrases = new PhraseLog(db);
  router.bind(searchCalls.search, (input) => search(db, input), {
    onRequest: (input) => phrases.record(input.query, input.locale),
  });
  router.bind(searchCalls.searchTop, async ({ locale }) => {
    // The phrases are counted on every call: the batch of searches not yet written is written first.
    await phrases.flush();
    const top = await db.query<{ query: string }>(
      'SELECT query FROM search_phrases ORDER BY count DESC, query LIMIT 8',
    );
    return {
      phrases: top.map((p) => p.query),
      sections: await topOfSections(db, SEARCH_DEFAULT_SECTIONS, locale, TOP_PER_SECTION, pragueToday()),
    };
  });
}
