import type { Database } from '../db/database.ts';
import type { FileStorage } from '../lib/storage/file-storage.ts';
import { pragueToday } from '../../shared/domain/prague-time.ts';
import { Random } from './random.ts';
import { createSeedMedia } from './seed-media.ts';
import type { SeedContext } from './seed-context.ts';
import { seedPlaces } from './places.seed.ts';
import { seedEventsAndWines } from './events-wines.seed.ts';
import { seedContent } from './content.seed.ts';
import { seedPages } from './pages.seed.ts';
import { seedAccounts } from './accounts.seed.ts';

export interface SeedOptions {
  readonly scale: number;
  readonly randomSeed: number;
  /** 'YYYY-MM-DD'; defaults to today in Europe/Prague. */
  readonly today?: string;
  /** Where the generated images and recordings go (mediaStorage); none for a data set whose media nobody serves. */
  readonly media: FileStorage | undefined;
}

export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM seed_runs');
  return (rows[0]?.n ?? 0) > 0;
}

/** Generates the whole data set in one transaction: all of it, or nothing. */
export async function runSeed(db: Database, options: SeedOptions): Promise<void> {
  const random = new Random(options.randomSeed);
  const today = options.today ?? pragueToday();
  const media = await createSeedMedia(random.fork('media'), options.media);
  await db.transaction(async (tx) => {
    const ctx: SeedContext = { db: tx, random, scale: options.scale, today, media };
    await seedPlaces(ctx);
    await seedEventsAndWines(ctx);
    await seedContent(ctx);
    await seedPages(ctx);
    await seedAccounts(ctx);
    await media.flush();
    await tx.query('INSERT INTO seed_runs (scale, random_seed, base_date) VALUES ($1, $2, $3)', [
      options.scale,
      options.randomSeed,
      today,
    ]);
  });
}
