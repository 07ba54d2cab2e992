import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts'],
    // Server processes share only a PostgreSQL database (PGlite admits one process): the scale-out test runs in the
    // PostgreSQL run alone, and is not listed at all in the PGlite one.
    exclude: [
      'e2e/**',
      'node_modules/**',
      'dist/**',
      'dist-ssr/**',
      ...(process.env.TEST_DATABASE_URL ? [] : ['tests/scale-out.test.ts']),
    ],
    // The test data set is seeded once per run; each test file's database starts as a copy of it.
    globalSetup: ['tests/support/seeded-database.setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
