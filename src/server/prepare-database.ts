import type { Database } from './db/database.ts';
import { openDatabase } from './db/open-database.ts';
import { migrate } from './db/migrate.ts';
import { isSeeded, runSeed } from './seed/run-seed.ts';
import type { ServerConfig } from './config.ts';

/** Opens the configured database, applies migrations, and seeds it when it is empty. */
export async function prepareDatabase(config: ServerConfig, log: (line: string) => void): Promise<Database> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  log(`Database: ${db.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`);
  const applied = await migrate(db);
  if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
  if (!(await isSeeded(db))) {
    const started = Date.now();
    log(`Seeding the data set (scale ${config.seedScale}) …`);
    await runSeed(db, { scale: config.seedScale, randomSeed: config.seedRandom, mediaDir: config.mediaDir });
    log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return db;
}
