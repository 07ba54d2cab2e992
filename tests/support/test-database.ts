import type { Database } from '../../src/server/db/database.ts';
import { openDatabase } from '../../src/server/db/open-database.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { runSeed } from '../../src/server/seed/run-seed.ts';

/** The data set API tests run against: a tenth of the real portal, fixed seed and fixed day. */
export const TEST_SEED = { scale: 0.1, randomSeed: 42, today: '2026-06-15', mediaDir: undefined } as const;

export async function openTestDatabase(): Promise<Database> {
  const db = await openDatabase({ dataDir: undefined });
  await migrate(db);
  await runSeed(db, TEST_SEED);
  return db;
}
