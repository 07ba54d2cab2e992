import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataFolderError } from './data-folder-error.ts';

/** What a lock file says about the process holding it; `token` tells two holders with the same pid apart. */
interface LockHolder {
  readonly pid: number;
  readonly host: string;
  readonly token: string;
}

export interface FolderLock {
  /** Removes the lock file if it is still this one; also done when the process exits. */
  release(): void;
}

/** A holder writes its lock file right after creating it: an empty or partial one is only briefly seen. */
const UNREADABLE_RETRIES = 5;
const UNREADABLE_WAIT_MS = 50;

/** Lock files this process holds: a second open of the same folder here is refused, not taken for a stale lock. */
const heldHere = new Set<string>();

/**
 * Makes `lockPath` (created with O_EXCL, holding pid, host name and a token) say that this process alone uses
 * `folder`. A lock left by a process that no longer runs on this host (killed, or the pid of an earlier life of this
 * container) is taken over; a live holder, or one on another host whose pid cannot be checked, is refused.
 */
export async function lockDataFolder(folder: string, lockPath: string): Promise<FolderLock> {
  if (heldHere.has(lockPath)) throw inUse(folder, lockPath, 'this process');
  const mine = JSON.stringify({ pid: process.pid, host: hostname(), token: randomUUID() } satisfies LockHolder);
  let unreadable = 0;
  for (;;) {
    if (createExclusive(lockPath, mine)) return holding(lockPath, mine);
    const seen = readIfPresent(lockPath);
    if (seen === undefined) continue;
    const holder = parseHolder(seen);
    if (holder === undefined && unreadable < UNREADABLE_RETRIES) {
      unreadable += 1;
      await sleep(UNREADABLE_WAIT_MS);
      continue;
    }
    if (holder !== undefined && isRunning(holder)) {
      throw inUse(
        folder,
        lockPath,
        holder.host === hostname() ? `pid ${holder.pid}` : `pid ${holder.pid} on host ${holder.host}`,
      );
    }
    takeOverStale(lockPath, seen);
  }
}

function inUse(folder: string, lockPath: string, holder: string): DataFolderError {
  return new DataFolderError(
    `The data folder ${folder} is already in use by another server process (${holder}). Only one process may use a ` +
      `data folder: stop the other one, or give this server its own DATA_DIR. (Lock file: ${lockPath}; if no ` +
      'process uses the folder any more, delete it.)',
  );
}

function createExclusive(lockPath: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(lockPath, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (Number.isInteger(value.pid) && typeof value.host === 'string' && typeof value.token === 'string')
      return value as LockHolder;
  } catch {
    // Not (yet) a whole lock file.
  }
  return undefined;
}

function isRunning(holder: LockHolder): boolean {
  // A pid on another host (a container sharing the volume) cannot be checked from here.
  if (holder.host !== hostname()) return true;
  // Not in heldHere, so written by an earlier process that had this pid (a restarted container starts at the same pid).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Moves the stale lock aside rather than deleting it: when two starters find the same stale lock, the second would
 * otherwise delete the lock the first had just created. Whoever moves a lock that is not the stale one puts it back.
 */
function takeOverStale(lockPath: string, stale: string): void {
  const aside = `${lockPath}.stale-${process.pid}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readIfPresent(aside) === stale) rmSync(aside, { force: true });
  else renameSync(aside, lockPath);
}

function holding(lockPath: string, mine: string): FolderLock {
  heldHere.add(lockPath);
  const release = () => {
    process.off('exit', release);
    if (!heldHere.delete(lockPath)) return;
    if (readIfPresent(lockPath) === mine) rmSync(lockPath, { force: true });
  };
  process.on('exit', release);
  return { release };
}
