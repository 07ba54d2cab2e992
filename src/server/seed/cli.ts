import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { migrate } from '../db/migrate.ts';
import { mediaStorage } from '../lib/storage/media-storage.ts';
import { runSeed } from './run-seed.ts';

/**
 * `npm run seed -- [--scale N] [--reset]`: (re)creates the data set. --reset empties the
 * database first (PGlite: its folder; PostgreSQL: the public schema).
 */
const { values } = parseArgs({
  options: { scale: { type: 'string' }, reset: { type: 'boolean', default: false }, today: { type: 'string' } },
});
const config = loadConfig();
const scale = values.scale ? Number(values.scale) : config.seedScale;
if (!Number.isFinite(scale) || scale <= 0 || scale > 100) {
  console.error('--scale must be a number above 0 and at most 100');
  process.exit(2);
}
if (values.reset && !config.databaseUrl) rmSync(path.join(config.dataDir, 'pgdata'), { recursive: true, force: true });
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
if (values.reset && config.databaseUrl) await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
await migrate(db);
const started = Date.now();
await runSeed(db, {
  scale,
  randomSeed: config.seedRandom,
  media: mediaStorage(config),
  ...(values.today ? { today: values.today } : {}),
});
console.log(`Seeded scale ${scale} into ${db.engine} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await db.close();
