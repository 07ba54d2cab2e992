import { contentCalls } from '../../../shared/api/calls/content.ts';
import type { Image } from '../../../shared/api/common.ts';
import { detailPath } from '../../../shared/constants/sections.ts';
import { toRoutedLocale } from '../../../shared/constants/locales.ts';
import { notFound } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import { SqlWhere, translated } from '../../lib/sql-builder.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';
import { listNews, NEWS_SELECT, toNewsItem, type NewsRow } from './news.repo.ts';
import { fetchPodcasts, getEpisode } from './podcasts.repo.ts';

type RecipeRow = { id: number; image: Image | null; title: string; slug: string; meal_type_id: number; meal_type: string };
const RECIPE_SELECT = (locale: string) => `SELECT r.id, r.image, ${translated('r.title', locale)} AS title, r.slug, m.id AS meal_type_id, ${translated('m.title', locale)} AS meal_type
  FROM recipes r JOIN meal_types m ON m.id = r.meal_type_id`;
const toRecipe = (row: RecipeRow, locale: string) => ({
  id: row.id, image: row.image, title: row.title, slug: row.slug, url: detailPath('recipes', toRoutedLocale(locale), row.id, row.slug), mealType: { id: row.meal_type_id, title: row.meal_type },
});

export function registerContentRoutes(router: ApiRouter, { db }: ServerDeps): void {
  router.bind(contentCalls.news, (input) => listNews(db, input));
  router.bind(contentCalls.newsDetail, async ({ id, locale }) => {
    const [row] = await db.query<NewsRow>(`${NEWS_SELECT('$2')} WHERE n.id = $1`, [id, locale]);
    if (!row) throw notFound('No such news item');
    const [blocks] = await db.query<{ blocks: { id: string; type: string }[] }>(`SELECT coalesce(blocks->$2, blocks->'cs', '[]'::jsonb) AS blocks FROM news WHERE id = $1`, [id, locale]);
    const near = async (direction: '<' | '>') => {
      const [n] = await db.query<NewsRow>(`${NEWS_SELECT('$3')} WHERE (n.date_from, n.id) ${direction} ($1::date, $2) ORDER BY n.date_from ${direction === '<' ? 'DESC' : 'ASC'}, n.id ${direction === '<' ? 'DESC' : 'ASC'} LIMIT 1`, [row.date_from, id, locale]);
      return n ? { id: n.id, title: n.title, url: toNewsItem(n, locale).url, image: n.image } : null;
    };
    const related = await db.query<NewsRow>(`${NEWS_SELECT('$3')} WHERE n.category_id = $1 AND n.id <> $2 ORDER BY n.date_from DESC LIMIT 3`, [row.category_id, id, locale]);
    return { ...toNewsItem(row, locale), blocks: blocks?.blocks ?? [], previous: await near('<'), next: await near('>'), related: related.map((r) => toNewsItem(r, locale)) };
  });
  router.bind(contentCalls.recipes, async (input) => {
    const build = () => {
      const where = new SqlWhere().words('r.search_text', input.s);
      if (input.mealType !== undefined) where.and(`r.meal_type_id = ${where.add(input.mealType)}`);
      return where;
    };
    const where = build();
    const offset = input.page !== undefined ? (input.page - 1) * input.limit : input.offset;
    const rows = await db.query<RecipeRow>(`${RECIPE_SELECT(where.add(input.locale))} ${where} ORDER BY r.id LIMIT ${where.add(input.limit)} OFFSET ${where.add(offset)}`, where.params);
    const countWhere = build();
    const [counted] = await db.query<{ n: number; all: number }>(`SELECT (SELECT count(*)::int FROM recipes r ${countWhere}) AS n, (SELECT count(*)::int FROM recipes) AS all`, countWhere.params);
    return { items: rows.map((r) => toRecipe(r, input.locale)), count: counted?.n ?? 0, total: counted?.all ?? 0, query: { ...input } };
  });
  router.bind(contentCalls.recipeDetail, async ({ id, locale }) => {
    const [row] = await db.query<RecipeRow & { ingredients: string[]; preparation: string; wines: string[] }>(
      `${RECIPE_SELECT('$2')} ` .replace('FROM recipes', `, coalesce(r.ingredients->$2, r.ingredients->'cs') AS ingredients, ${translated('r.preparation', '$2')} AS preparation, coalesce(r.wine_recommendations->$2, r.wine_recommendations->'cs') AS wines FROM recipes`) + 'WHERE r.id = $1',
      [id, locale],
    );
    if (!row) throw notFound('No such recipe');
    return { ...toRecipe(row, locale), ingredients: row.ingredients, preparation: row.preparation, wineRecommendations: row.wines };
  });
  router.bind(contentCalls.download, async (input) => {
    const build = () => {
      const where = new SqlWhere().words('search_text', input.s);
      if (input.c) where.and(`category = ${where.add(input.c)}`);
      return where;
    };
    const where = build();
    const rows = await db.query<{ id: number; title: string; category: string; files: { title: string; basename: string; format: string; size: number; url: string }[] }>(
      `SELECT id, ${translated('title', where.add(input.locale))} AS title, category, files FROM downloads ${where} ORDER BY id LIMIT ${where.add(input.limit)} OFFSET ${where.add(input.offset)}`,
      where.params,
    );
    const countWhere = build();
    const [counted] = await db.query<{ n: number; all: number }>(`SELECT (SELECT count(*)::int FROM downloads ${countWhere}) AS n, (SELECT count(*)::int FROM downloads) AS all`, countWhere.params);
    return { items: rows, count: counted?.n ?? 0, total: counted?.all ?? 0 };
  });
  router.bind(contentCalls.fetchPodcasts, (input) => fetchPodcasts(db, input));
  router.bind(contentCalls.podcastEpisode, async ({ id }) => {
    const episode = await getEpisode(db, id);
    if (!episode) throw notFound('No such episode');
    return episode;
  });
}
