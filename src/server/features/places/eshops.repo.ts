import type { Image } from '../../../shared/api/common.ts';
import { detailPath } from '../../../shared/constants/sections.ts';
import type { Queryable } from '../../db/database.ts';
import { SqlWhere, translated } from '../../lib/sql-builder.ts';
import { toRoutedLocale } from '../../../shared/constants/locales.ts';

interface EshopRow {
  id: number;
  slug: string;
  title: string;
  url: string;
  logo: Image | null;
  operator: string;
  description: string;
  has_card_payment: boolean;
  image: Image | null;
}

const toBox = (row: EshopRow, locale: string) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  url: detailPath('wine_shops', toRoutedLocale(locale), row.id, row.slug),
  logo: row.logo,
  eshopUrl: row.url,
});

export async function listEshops(
  db: Queryable,
  input: { locale: string; offset: number; limit: number; s?: string | undefined },
) {
  const where = new SqlWhere().words('search_text', input.s);
  const limit = where.add(input.limit);
  const offset = where.add(input.offset);
  const rows = await db.query<EshopRow & { matching: number }>(
    `SELECT id, slug, title, url, logo, count(*) OVER ()::int AS matching FROM eshops ${where} ORDER BY lower(title), id LIMIT ${limit} OFFSET ${offset}`,
    where.params,
  );
  const [all] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM eshops');
  const countWhere = new SqlWhere().words('search_text', input.s);
  const count =
    rows[0]?.matching ??
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM eshops ${countWhere}`, countWhere.params))[0]?.n ??
    0;
  return { items: rows.map((row) => toBox(row, input.locale)), count, total: all?.n ?? 0 };
}

export async function getEshop(db: Queryable, id: number, locale: string) {
  const [row] = await db.query<EshopRow>(
    `SELECT id, slug, title, url, logo, operator, ${translated('description', '$2')} AS description, has_card_payment, image FROM eshops WHERE id = $1`,
    [id, locale],
  );
  return row
    ? {
        ...toBox(row, locale),
        operator: row.operator,
        description: row.description,
        hasCardPayment: row.has_card_payment,
        image: row.image,
      }
    : undefined;
}
