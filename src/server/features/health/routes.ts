import { healthCalls } from '../../../shared/api/calls/health.ts';
import type { CallOutput } from '../../../shared/api/define-call.ts';
import type { z } from 'zod';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';

type HealthError = z.input<NonNullable<(typeof healthCalls.health)['errorOutput']>>;

export function registerHealthRoutes(router: ApiRouter, { db, config }: ServerDeps): void {
  router.bind(healthCalls.config, async () => ({
    mapTileUrl: config.mapTileUrl,
    mapOfflineTileUrl: config.mapOfflineTileUrl ?? null,
  }));
  router.bind(healthCalls.health, async (_input, { c }) => {
    let rows: { n: number }[];
    try {
      rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM seed_runs');
    } catch {
      // The cause (a closed pool, an unreadable page, the database server's address) stays out of a public answer.
      const body: HealthError = {
        status: 'error',
        error: 'database_unavailable',
        message: 'The database cannot answer queries',
        database: db.engine,
      };
      return c.json(body, 503);
    }
    const answer: CallOutput<typeof healthCalls.health> = {
      status: 'ok',
      database: db.engine,
      seeded: (rows[0]?.n ?? 0) > 0,
    };
    return answer;
  });
}
