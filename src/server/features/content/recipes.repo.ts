import type { z } from 'zod';
import type { contentCalls } from '../../../shared/api/calls/content.ts';
import type { Image } from '../../../shared/api/common.ts';
import { detailPath } from '../../../shared/constants/sections.ts';
import { toRoutedLocale } from '../../../shared/constants/locales.ts';
import type { Queryable } from '../../db/database.ts';
import { SqlWhere, translated } from '../../lib/sql-builder.ts';

type RecipeRow = {
  id: number;
  image: Image | null;
  title: string;
  slug: string;
  meal_type_id: number;
  meal_type: string;
};
type DetailRow = RecipeRow & { ingredients: string[] | null; preparation: string; wines: string[] | null };

const RECIPE_COLUMNS = (locale: string) =>
  `r.id, r.image, ${translated('r.title', locale)} AS title, r.slug, m.id AS meal_type_id, ${translated('m.title', locale)} AS meal_type`;
const RECIPE_FROM = 'FROM recipes r JOIN meal_types m ON m.id = r.meal_type_id';

/** Recipe links live in the encyclopedia: `…/jak-si-vychutnat-vino/recepty/{id}-{slug}` (spec 01 §2). */
const toRecipe = (row: RecipeRow, locale: string) => ({
  id: row.id,
  image: row.image,
  title: row.title,
  slug: row.slug,
  url: detailPath('recipes', toRoutedLocale(locale), row.id, row.slug),
  mealType: { id: row.meal_type_id, title: row.meal_type },
});

/** Recipes in a stable order, 14 a page; a `page` above 1 wins over `offset`. */
export async function listRecipes(db: Queryable, input: z.output<typeof contentCalls.recipes.input>) {
  const build = () => {
    const where = new SqlWhere().words('r.search_text', input.s);
    if (input.mealType !== undefined) where.and(`r.meal_type_id = ${where.add(input.mealType)}`);
    return where;
  };
  const where = build();
  // `page` arrives as 1 when it was not sent, so only a later page overrides the offset.
  const offset = input.page !== undefined && input.page > 1 ? (input.page - 1) * input.limit : input.offset;
  const rows = await db.query<RecipeRow>(
    `SELECT ${RECIPE_COLUMNS(where.add(input.locale))} ${RECIPE_FROM} ${where} ORDER BY r.id LIMIT ${where.add(input.limit)} OFFSET ${where.add(offset)}`,
    where.params,
  );
  const countWhere = build();
  const [counted] = await db.query<{ n: number; all: number }>(
    `SELECT (SELECT count(*)::int FROM recipes r ${countWhere}) AS n, (SELECT count(*)::int FROM recipes) AS all`,
    countWhere.params,
  );
  return {
    items: rows.map((r) => toRecipe(r, input.locale)),
    count: counted?.n ?? 0,
    total: counted?.all ?? 0,
    query: { ...input },
  };
}

export async function getRecipe(db: Queryable, id: number, locale: string) {
  const [row] = await db.query<DetailRow>(
    `SELECT ${RECIPE_COLUMNS('$2')}, coalesce(r.ingredients->$2, r.ingredients->'cs') AS ingredients, ${translated('r.preparation', '$2')} AS preparation,
       coalesce(r.wine_recommendations->$2, r.wine_recommendations->'cs') AS wines
     ${RECIPE_FROM} WHERE r.id = $1`,
    [id, locale],
  );
  if (!row) return undefined;
  return {
    ...toRecipe(row, locale),
    ingredients: row.ingredients ?? [],
    preparation: row.preparation,
    wineRecommendations: row.wines ?? [],
  };
}
