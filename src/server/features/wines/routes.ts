import { winesCalls } from '../../../shared/api/calls/wines.ts';
import type { Image } from '../../../shared/api/common.ts';
import { notFound } from '../../lib/http/api-error.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import { translated } from '../../lib/sql-builder.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';
import { readWineDetail, toWine, WINE_SELECT, type WineRow } from '../../lib/ml-wines.ts';
import { listWines } from './ml-wines.repo.ts';

export function registerWinesRoutes(router: ApiRouter, { db }: ServerDeps): void {
  router.bind(winesCalls.mlWineList, (input) => listWines(db, input));
  router.bind(winesCalls.mlWineDetail, async ({ id, locale }) => {
    const wine = await readWineDetail(db, locale, id);
    if (!wine) throw notFound('No such wine');
    return wine;
  });
  router.bind(winesCalls.wineVariety, async ({ id, locale }) => {
    const [variety] = await db.query<{
      id: number;
      slug: string;
      title: string;
      color: 'white' | 'red' | 'pink';
      description: string;
      image: Image | null;
    }>(
      `SELECT id, slug, ${translated('title', '$2')} AS title, color, ${translated('description', '$2')} AS description, image FROM wine_varieties WHERE id = $1`,
      [id, locale],
    );
    if (!variety) throw notFound('No such variety');
    const wines = await db.query<WineRow>(
      `${WINE_SELECT('$2')} WHERE w.variety_ids @> to_jsonb($1::int) ORDER BY w.points DESC, w.id LIMIT 12`,
      [id, locale],
    );
    return { ...variety, wines: wines.map((w) => toWine(w, locale)) };
  });
}
