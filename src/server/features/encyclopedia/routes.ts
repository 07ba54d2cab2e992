import { encyclopediaCalls } from '../../../shared/api/calls/encyclopedia.ts';
import type { Image } from '../../../shared/api/common.ts';
import { notFound } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import { containsNormalised, likeLiteral, SqlWhere, translated } from '../../lib/sql-builder.ts';
import { PhraseLog } from '../../lib/phrase-log.ts';
import { withRenderedRichText } from '../../lib/rich-text/rich-text-blocks.ts';
import { toRoutedLocale } from '../../../shared/constants/locales.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';
import { varietyNeighbours } from './variety-neighbours.repo.ts';

const TOP_RESULTS = 5;
type DocRow = {
  id: number;
  slug: string;
  title: string;
  url: string;
  image: Image | null;
  color_id: number | null;
  doc_type: string;
};

export function registerEncyclopediaRoutes(router: ApiRouter, { db }: ServerDeps): void {
  const phrases = new PhraseLog(db);
  router.bind(
    encyclopediaCalls.encyclopedia,
    async ({ locale, query }) => {
      const where = new SqlWhere()
        .and(`d.doc_type IN ('encyclopedia', 'wine_variety', 'dictionary')`)
        .words('d.search_text', query);
      const localeParam = where.add(locale);
      const titleFirst = query ? `(${containsNormalised('d.title_search', where.add(likeLiteral(query)))}) DESC, ` : '';
      const rows = await db.query<DocRow & { rank: number }>(
        `SELECT * FROM (
         SELECT d.entity_id AS id, d.slug, ${translated('d.title', localeParam)} AS title, ${translated('d.url', localeParam)} AS url, d.image, d.color_id, d.doc_type,
                row_number() OVER (PARTITION BY d.doc_type ORDER BY ${titleFirst}d.popularity DESC, d.entity_id) AS rank
         FROM search_documents d ${where}) ranked
       WHERE ranked.rank <= ${query ? 50 : TOP_RESULTS} ORDER BY doc_type, rank`,
        where.params,
      );
      const countWhere = new SqlWhere()
        .and(`doc_type IN ('encyclopedia', 'wine_variety', 'dictionary')`)
        .words('search_text', query);
      const counts = await db.query<{ doc_type: string; n: number }>(
        `SELECT doc_type, count(*)::int AS n FROM search_documents ${countWhere} GROUP BY doc_type`,
        countWhere.params,
      );
      const count = (type: string) => counts.find((c) => c.doc_type === type)?.n ?? 0;
      const top = await db.query<{ query: string }>(
        'SELECT query FROM search_phrases ORDER BY count DESC, query LIMIT 8',
      );
      return {
        top: top.map((t) => t.query),
        encyclopedia_article: rows
          .filter((r) => r.doc_type === 'encyclopedia')
          .map((r) => ({ id: r.id, url: r.url, title: r.title, image: r.image })),
        wine_variety: rows
          .filter((r) => r.doc_type === 'wine_variety')
          .map((r) => ({
            id: r.id,
            slug: r.slug,
            title: r.title,
            image: r.image,
            url: r.url,
            wineColor: { id: r.color_id ?? 1 },
          })),
        dictionary: rows
          .filter((r) => r.doc_type === 'dictionary')
          .map((r) => ({ id: r.id, title: r.title, url: r.url })),
        counts: {
          all: count('encyclopedia') + count('wine_variety') + count('dictionary'),
          encyclopedia_article: count('encyclopedia'),
          wine_variety: count('wine_variety'),
          dictionary: count('dictionary'),
        },
      };
    },
    {
      onRequest: ({ query, locale }) => {
        if (query) phrases.record(query, locale);
      },
    },
  );

  router.bind(encyclopediaCalls.article, async ({ id, locale }) => {
    const [row] = await db.query<{
      id: number;
      title: string;
      perex: string;
      image: Image | null;
      blocks: Record<string, unknown>[];
      position: number;
    }>(
      `SELECT id, ${translated('title', '$2')} AS title, ${translated('perex', '$2')} AS perex, image, coalesce(blocks->$2, blocks->'cs') AS blocks, position FROM encyclopedia_articles WHERE id = $1`,
      [id, locale],
    );
    if (!row) throw notFound('No such article');
    const near = async (direction: '<' | '>') => {
      const [n] = await db.query<{ id: number; title: string; image: Image | null; url: string }>(
        `SELECT a.id, ${translated('a.title', '$2')} AS title, a.image, ${translated('d.url', '$2')} AS url FROM encyclopedia_articles a
         JOIN search_documents d ON d.doc_type = 'encyclopedia' AND d.entity_id = a.id
         WHERE a.position ${direction} $1 ORDER BY a.position ${direction === '<' ? 'DESC' : 'ASC'} LIMIT 1`,
        [row.position, locale],
      );
      return n ?? null;
    };
    return {
      id: row.id,
      title: row.title,
      perex: row.perex,
      image: row.image,
      blocks: withRenderedRichText(row.blocks, toRoutedLocale(locale)),
      previous: await near('<'),
      next: await near('>'),
    };
  });

  router.bind(encyclopediaCalls.dictionary, async ({ id, locale }) => {
    const [row] = await db.query<{ id: number; title: string; description: string; position: number }>(
      `SELECT id, ${translated('title', '$2')} AS title, ${translated('description', '$2')} AS description, position FROM dictionary_terms WHERE id = $1`,
      [id, locale],
    );
    if (!row) throw notFound('No such term');
    const near = async (direction: '<' | '>') => {
      const [n] = await db.query<{ id: number; title: string }>(
        `SELECT id, ${translated('title', '$2')} AS title FROM dictionary_terms WHERE position ${direction} $1 ORDER BY position ${direction === '<' ? 'DESC' : 'ASC'} LIMIT 1`,
        [row.position, locale],
      );
      return n ?? null;
    };
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      previous: await near('<'),
      next: await near('>'),
    };
  });

  router.bind(encyclopediaCalls.dictionaryTerms, async ({ locale }) => ({
    items: await db.query<{ id: number; title: string }>(
      `SELECT id, ${translated('title', '$1')} AS title FROM dictionary_terms ORDER BY position, id`,
      [locale],
    ),
  }));

  router.bind(encyclopediaCalls.varietyNeighbours, async ({ id, locale }) => {
    const neighbours = await varietyNeighbours(db, id, locale);
    if (!neighbours) throw notFound('No such variety');
    return neighbours;
  });
}
