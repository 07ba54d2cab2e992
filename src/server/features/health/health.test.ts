import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { healthCalls } from '../../../shared/api/calls/health.ts';
import { openEmptyTestDatabase } from '../../../../tests/support/test-database.ts';

describe('/api/health', () => {
  it('answers 200 "ok" while the database answers, and 503 "error" in the contract\'s shape once it cannot', async () => {
    const db = await openEmptyTestDatabase();
    const { app } = createApp({
      db,
      config: { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '.data-test' }), checkResponses: true },
    });
    const up = await app.request('/api/health');
    expect(up.status).toBe(200);
    expect(await up.json()).toMatchObject({ status: 'ok', database: db.engine, seeded: false });

    await db.close();
    const down = await app.request('/api/health');
    expect(down.status).toBe(503);
    const body: unknown = await down.json();
    expect(body).toEqual({
      status: 'error',
      error: 'database_unavailable',
      message: 'The database cannot answer queries',
      database: db.engine,
    });
    expect(healthCalls.health.errorOutput.safeParse(body).success).toBe(true);
  });
});
