import type { Transaction } from '../db/database.ts';
import type { Random } from './random.ts';
import type { SeedMedia } from './seed-media.ts';

/** What each part of the seed receives. */
export interface SeedContext {
  readonly db: Transaction;
  /** Fork it with the part's own label: `ctx.random.fork('places')`. */
  readonly random: Random;
  /** 1 = the real portal's size; benchmarks use 20. Multiply counts with `scaled()`. */
  readonly scale: number;
  /** The day the data set is generated for ('YYYY-MM-DD'); events run from here a year ahead. */
  readonly today: string;
  readonly media: SeedMedia;
}

export const scaled = (ctx: Pick<SeedContext, 'scale'>, count: number): number =>
  Math.max(1, Math.round(count * ctx.scale));
