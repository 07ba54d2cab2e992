import type { Database } from './database.ts';
import { openDataFolder } from './data-folder.ts';
import { openPglite } from './pglite-engine.ts';
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
  if (settings.dataDir === undefined) return openPglite(undefined);
  return openDataFolder(settings.dataDir);
}
