import type { Database } from './database.ts';
import { openPostgres } from './postgres-engine.ts';

export interface DatabaseSettings {
  /** postgres://… selects a real PostgreSQL; otherwise the embedded engine is used. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded engine's files; `undefined` keeps it in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
}

export async function openDatabase(settings: DatabaseSettings): Promise<Database> {
  if (settings.databaseUrl) return openPostgres(settings.databaseUrl, settings.poolSize);
  // The embedded engine's module takes about 40 MB of memory once loaded: a process on PostgreSQL never loads it.
  if (settings.dataDir === undefined) return (await import('./pglite-engine.ts')).openPglite(undefined);
  return (await import('./data-folder.ts')).openDataFolder(settings.dataDir);
}
