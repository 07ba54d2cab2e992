import type { z } from 'zod';
import type { contentCalls } from '../../../shared/api/calls/content.ts';
import type { Image } from '../../../shared/api/common.ts';
import { detailPath } from '../../../shared/constants/sections.ts';
import { toRoutedLocale } from '../../../shared/constants/locales.ts';
import type { Queryable } from '../../db/database.ts';
import { SqlWhere, translated } from '../../lib/sql-builder.ts';

type Item = z.input<typeof contentCalls.news.output>['items'][number];
export interface NewsRow {
  id: number;
  slug: string;
  title: string;
  image: Image | null;
  perex: string;
  category_id: number;
  category: string;
  color: string;
  date_from: string;
  highlight: boolean;
  dont_crop: boolean;
  trade: boolean;
}

export const NEWS_SELECT = (
  locale: string,
) => `SELECT n.id, n.slug, ${translated('n.title', locale)} AS title, n.image, ${translated('n.perex', locale)} AS perex,
  c.id AS category_id, ${translated('c.title', locale)} AS category, c.color, n.date_from, n.highlight, n.dont_crop, n.trade
  FROM news n JOIN news_categories c ON c.id = n.category_id`;

export const toNewsItem = (row: NewsRow, locale: string): Item => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  url: detailPath(
    row.trade && toRoutedLocale(locale) === 'cs' ? 'trade_news' : 'news',
    toRoutedLocale(locale),
    row.id,
    row.slug,
  ),
  image: row.image,
  perex: row.perex,
  category: { id: row.category_id, title: row.category, color: row.color },
  dateFrom: row.date_from,
  highlight: row.highlight,
  dontCrop: row.dont_crop,
});

export async function listNews(db: Queryable, input: z.output<typeof contentCalls.news.input>) {
  const build = () => {
    const where = new SqlWhere().words('n.search_text', input.s);
    if (input.c !== undefined) where.and(`n.category_id = ${where.add(input.c)}`);
    if (input.trade !== undefined) where.and(`n.trade = ${where.add(input.trade === '1')}`);
    return where;
  };
  const where = build();
  const locale = where.add(input.locale);
  const limit = where.add(input.limit);
  const offset = where.add(input.offset);
  const rows = await db.query<NewsRow>(
    `${NEWS_SELECT(locale)} ${where} ORDER BY n.date_from DESC, n.id DESC LIMIT ${limit} OFFSET ${offset}`,
    where.params,
  );
  const countWhere = build();
  const [counted] = await db.query<{ n: number; all: number }>(
    `SELECT (SELECT count(*)::int FROM news n ${countWhere}) AS n, (SELECT count(*)::int FROM news) AS all`,
    countWhere.params,
  );
  return { items: rows.map((row) => toNewsItem(row, input.locale)), count: counted?.n ?? 0, total: counted?.all ?? 0 };
}

const NEWS_RELATED_LIMIT = 3;

type Neighbour = { id: number; title: string; url: string; image: Image | null };

/**
 * The neighbours in the list's own order (newest first, ties by id): previous is the older item, next the newer one,
 * like a blog's "previous post" / "next post".
 */
async function neighbour(
  db: Queryable,
  row: NewsRow,
  locale: string,
  direction: 'older' | 'newer',
): Promise<Neighbour | null> {
  const [compare, order] = direction === 'older' ? ['<', 'DESC'] : ['>', 'ASC'];
  const [n] = await db.query<NewsRow>(
    `${NEWS_SELECT('$3')} WHERE (n.date_from, n.id) ${compare} ($1::date, $2) ORDER BY n.date_from ${order}, n.id ${order} LIMIT 1`,
    [row.date_from, row.id, locale],
  );
  return n ? { id: n.id, title: n.title, url: toNewsItem(n, locale).url, image: n.image } : null;
}

/** The editor's chosen related news first (in their order), then the newest of the same category, three at most. */
async function relatedNews(db: Queryable, row: NewsRow, locale: string): Promise<Item[]> {
  const rows = await db.query<NewsRow>(
    `${NEWS_SELECT('$3')}
     CROSS JOIN (SELECT related_ids FROM news WHERE id = $2) chosen
     WHERE n.id <> $2 AND (chosen.related_ids @> to_jsonb(n.id) OR n.category_id = $1)
     ORDER BY (SELECT e.position FROM jsonb_array_elements(chosen.related_ids) WITH ORDINALITY AS e(value, position) WHERE e.value = to_jsonb(n.id)) NULLS LAST,
       n.date_from DESC, n.id DESC
     LIMIT ${NEWS_RELATED_LIMIT}`,
    [row.category_id, row.id, locale],
  );
  return rows.map((r) => toNewsItem(r, locale));
}

export async function getNewsDetail(db: Queryable, id: number, locale: string) {
  const [row] = await db.query<NewsRow>(`${NEWS_SELECT('$2')} WHERE n.id = $1`, [id, locale]);
  if (!row) return undefined;
  const [[content], previous, next, related] = await Promise.all([
    db.query<{ blocks: { id: string; type: string }[] }>(
      `SELECT coalesce(blocks->$2, blocks->'cs', '[]'::jsonb) AS blocks FROM news WHERE id = $1`,
      [id, locale],
    ),
    neighbour(db, row, locale, 'older'),
    neighbour(db, row, locale, 'newer'),
    relatedNews(db, row, locale),
  ]);
  return { ...toNewsItem(row, locale), blocks: content?.blocks ?? [], previous, next, related };
}
