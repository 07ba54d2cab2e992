import { rmSync } from 'node:fs';

/** Starts the real server for Playwright on a fresh embedded database (seeded on start). */
rmSync(process.env.DATA_DIR ?? '.data-e2e', { recursive: true, force: true });
await import('../src/server/main.ts');
