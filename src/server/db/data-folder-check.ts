import { readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { DataFolderError } from './data-folder-error.ts';

/** The PostgreSQL major version of the embedded engine (@electric-sql/pglite 0.5 is PostgreSQL 18). */
export const EMBEDDED_POSTGRES_MAJOR = '18';
/** PG_CONTROL_FILE_SIZE: pg_control is always written whole at this size. */
const PG_CONTROL_SIZE = 8192;

/**
 * 'new' when `folder` is absent or empty (the engine creates a database there); 'existing' when it holds a whole
 * cluster. Anything else is refused: the engine would otherwise initialise a new, empty cluster over a folder that
 * lacks PG_VERSION, and the server would seed it, silently replacing every account and trip.
 */
export function inspectDataFolder(folder: string): 'new' | 'existing' {
  let entries: string[];
  try {
    entries = readdirSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'new';
    throw damaged(folder, `it cannot be read as a folder (${(error as Error).message})`);
  }
  if (entries.length === 0) return 'new';
  const problem = clusterProblem(folder);
  if (problem !== undefined) throw damaged(folder, problem);
  return 'existing';
}

/** The message every refusal of a damaged folder ends with: what is wrong, where, and what to do. */
export function damaged(folder: string, problem: string): DataFolderError {
  return new DataFolderError(
    `The database folder ${folder} is incomplete or damaged: ${problem}. The server stops and leaves the folder as it ` +
      'is: restore it from a backup, or, if it holds nothing you need, delete it and the server creates a new database.',
  );
}

function clusterProblem(folder: string): string | undefined {
  const version = readText(path.join(folder, 'PG_VERSION'));
  if (version === undefined) return 'PG_VERSION is missing';
  if (version instanceof Error) return `PG_VERSION cannot be read (${version.message})`;
  if (version.trim() !== EMBEDDED_POSTGRES_MAJOR) {
    return `PG_VERSION says ${JSON.stringify(version.trim())}, the embedded engine is PostgreSQL ${EMBEDDED_POSTGRES_MAJOR}`;
  }
  const control = statOf(path.join(folder, 'global', 'pg_control'));
  if (control === undefined || !control.isFile()) return 'global/pg_control is missing';
  if (control.size !== PG_CONTROL_SIZE) {
    return `global/pg_control has ${control.size} bytes instead of ${PG_CONTROL_SIZE} (truncated or overwritten)`;
  }
  if (!statOf(path.join(folder, 'base'))?.isDirectory()) return 'the folder base/ is missing';
  return undefined;
}

function readText(file: string): string | undefined | Error {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? undefined : (error as Error);
  }
}

function statOf(file: string): Stats | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}
