import { searchCalls } from '../../../shared/api/calls/search.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import { translated } from '../../lib/sql-builder.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';
import { PhraseLog } from '../../lib/phrase-log.ts';
import { CATEGORY_SQL, search, toItem } from './search.repo.ts';

const DEFAULT_SECTIONS = ['event', 'winemaker', 'cellar', 'wine_shop', 'restaurant', 'accommodation', 'ml_wine', 'podcast_episode'];

export function registerSearchRoutes(router: ApiRouter, { db }: ServerDeps): void {
  const phrases = new PhraseLog(db);
  router.bind(searchCalls.search, (input) => search(db, input), { onRequest: (input) => phrases.record(input.query, input.locale) });
  router.bind(searchCalls.searchTop, async ({ locale }) => {
    await phrases.flush();
    const top = await db.query<{ query: string }>('SELECT query FROM search_phrases ORDER BY count DESC, query LIMIT 8');
    const rows = await db.query<Parameters<typeof toItem>[0]>(
      `SELECT * FROM (SELECT d.doc_type, ${CATEGORY_SQL} AS category, d.entity_id AS id, d.slug, ${translated('d.title', '$1')} AS title, d.image, d.city AS location,
              ${translated('d.url', '$1')} AS url, d.color_id, d.date_from, d.date_to, d.is_top_event, d.category AS news_category,
              row_number() OVER (PARTITION BY d.doc_type ORDER BY d.is_top_event DESC, d.popularity DESC, d.date_from NULLS LAST, d.entity_id) AS rank
       FROM search_documents d WHERE d.doc_type = ANY($2::text[]) AND (d.doc_type <> 'event' OR d.date_to >= CURRENT_DATE)) x WHERE rank <= 6`,
      [locale, DEFAULT_SECTIONS],
    );
    return {
      phrases: top.map((p) => p.query),
      sections: Object.fromEntries(DEFAULT_SECTIONS.map((section) => [section, rows.filter((r) => r.doc_type === section).map((r) => toItem(r, locale))])),
    };
  }, { cacheAnswers: false }); // the phrases are flushed and counted on every call
}
