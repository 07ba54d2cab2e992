import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database.ts';
import { damaged, inspectDataFolder } from './data-folder-check.ts';
import { lockDataFolder } from './data-folder-lock.ts';
import { openPglite } from './pglite-engine.ts';

/** Where the embedded database keeps its cluster inside DATA_DIR. */
export function embeddedDatabaseFolder(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

/**
 * The embedded database in DATA_DIR/pgdata, for this process alone: the folder is locked (DATA_DIR/pgdata.lock) before
 * it is looked at, a cluster is created only in an absent or empty folder, and an incomplete or damaged one, or one
 * the engine cannot open, is refused with a DataFolderError. Closing the database releases the lock.
 */
export async function openDataFolder(dataDir: string): Promise<Database> {
  const folder = embeddedDatabaseFolder(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const lock = await lockDataFolder(dataDir, `${folder}.lock`);
  try {
    if (inspectDataFolder(folder) === 'new') mkdirSync(folder, { recursive: true });
    const db = await openPglite(folder).catch((error: unknown) => {
      throw damaged(folder, `the embedded engine cannot open it (${messageOf(error)})`);
    });
    return {
      ...db,
      async close() {
        try {
          await db.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * A query failed because the database's files cannot be read (an unreadable page, a missing relation file, the engine
 * aborting), not because of the query: SQLSTATE class XX (internal error, data corrupted) or 58 (system error).
 */
export function isUnreadableData(error: unknown): boolean {
  if (error instanceof WebAssembly.RuntimeError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('XX') || code.startsWith('58'));
}

/** Refuses the embedded database whose files failed a startup query (see isUnreadableData). */
export function unreadableFolder(dataDir: string, error: unknown): Error {
  return damaged(embeddedDatabaseFolder(dataDir), `reading it failed (${messageOf(error)})`);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
