/** The test data set: a tenth of the real portal and a fixed random seed (its day is the run's, see below). */
export const TEST_SEED_OPTIONS = { scale: 0.1, randomSeed: 42, media: undefined } as const;

/**
 * The seeded database a test run's global setup made (`seeded-database.setup.ts`), for each test file to copy, and
 * the day it was seeded for.
 */
export type SeededDatabase =
  { engine: 'pglite'; dump: string; today: string } | { engine: 'postgres'; template: string; today: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase: SeededDatabase;
  }
}
