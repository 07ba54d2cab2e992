import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/support/test-database.ts';
import type { Database } from './db/database.ts';
import { documentStoreFor } from './lib/documents/document-store.ts';
import { warmReadPaths } from './warm-read-paths.ts';

describe('warming the read paths at start', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('runs searches, list pages and searched maps on valid made-up inputs and writes nothing', async () => {
    const counted = async () => (await db.query<{ n: number }>('SELECT (SELECT count(*) FROM search_phrases) + (SELECT version FROM search_documents_version) AS n'))[0]?.n;
    const before = await counted();
    const runs = await warmReadPaths(db, await documentStoreFor(db).current());
    expect(runs.searches).toBeGreaterThanOrEqual(100);
    expect(runs.listPages).toBeGreaterThanOrEqual(50);
    expect(runs.maps).toBeGreaterThan(0);
    expect(await counted()).toBe(before);
  });
});
