import type { Database } from './db/database.ts';
import { openDatabase } from './db/open-database.ts';
import { migrate } from './db/migrate.ts';
import { ADVISORY_LOCK } from './db/advisory-locks.ts';
import { mediaStorage } from './lib/storage/media-storage.ts';
import { isSeeded, runSeed } from './seed/run-seed.ts';
import type { ServerConfig } from './config.ts';

/**
 * Opens the configured database, applies migrations, and seeds it when it is empty. An embedded database whose folder
 * is in use, incomplete or unreadable is refused with a DataFolderError and left as it is.
 */
export async function prepareDatabase(config: ServerConfig, log: (line: string) => void): Promise<Database> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  log(`Database: ${db.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`);
  try {
    let seeded = false;
    await underStartupLock(db, async () => {
      const applied = await migrate(db);
      if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
      if (await isSeeded(db)) return;
      const started = Date.now();
      log(`Seeding the data set (scale ${config.seedScale}) …`);
      await runSeed(db, { scale: config.seedScale, randomSeed: config.seedRandom, media: mediaStorage(config) });
      log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      seeded = true;
    });
    // A bulk load leaves the planner without statistics and the visibility map empty until autovacuum comes by (a
    // minute or more at 20×): counts scan the table and plans guess. Outside the startup transaction, as VACUUM must.
    if (seeded) await db.query('VACUUM (ANALYZE)');
  } catch (error) {
    await db.close().catch(() => undefined);
    if (db.engine === 'pglite') {
      const { isUnreadableData, unreadableFolder } = await import('./db/data-folder.ts');
      if (isUnreadableData(error)) throw unreadableFolder(config.dataDir, error);
    }
    throw error;
  }
  return db;
}

/**
 * Processes started together on one PostgreSQL take turns: the first migrates and seeds, the others then find both
 * done (the seed check outside the lock let them all seed at once and all but one fail on a duplicate key). The
 * embedded database needs no such lock: its data folder admits one process.
 */
async function underStartupLock(db: Database, work: () => Promise<void>): Promise<void> {
  if (db.engine !== 'postgres') return work();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCK.startup]);
    await work();
  });
}
