import type { z } from 'zod';
import type { contentCalls } from '../../../shared/api/calls/content.ts';
import type { Queryable } from '../../db/database.ts';
import { SqlWhere, translated } from '../../lib/sql-builder.ts';

type Download = z.input<typeof contentCalls.download.output>['items'][number];

/** Downloads in a stable order, 12 a page, each with its files (title, basename, format, size in bytes, url). */
export async function listDownloads(db: Queryable, input: z.output<typeof contentCalls.download.input>) {
  const build = () => {
    const where = new SqlWhere().words('search_text', input.s);
    if (input.c) where.and(`category = ${where.add(input.c)}`);
    return where;
  };
  const where = build();
  const rows = await db.query<Download>(
    `SELECT id, ${translated('title', where.add(input.locale))} AS title, category, files FROM downloads ${where} ORDER BY id LIMIT ${where.add(input.limit)} OFFSET ${where.add(input.offset)}`,
    where.params,
  );
  const countWhere = build();
  const [counted] = await db.query<{ n: number; all: number }>(
    `SELECT (SELECT count(*)::int FROM downloads ${countWhere}) AS n, (SELECT count(*)::int FROM downloads) AS all`,
    countWhere.params,
  );
  return { items: rows, count: counted?.n ?? 0, total: counted?.all ?? 0 };
}
