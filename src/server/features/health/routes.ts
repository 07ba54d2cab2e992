import { healthCalls } from '../../../shared/api/calls/health.ts';
import type { ApiRouter } from '../../lib/http/api-router.ts';
import type { ServerDeps } from '../../lib/server-deps.ts';
import { documentStoreFor } from '../../lib/documents/document-store.ts';

export function registerHealthRoutes(router: ApiRouter, { db, config }: ServerDeps): void {
  router.bind(healthCalls.config, async () => ({ mapTileUrl: config.mapTileUrl }));
  router.bind(healthCalls.health, async () => {
    const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM seed_runs');
    return { status: 'ok' as const, database: db.engine, seeded: (rows[0]?.n ?? 0) > 0, warm: documentStoreFor(db).warm };
  });
}
