import { readdirSync, readFileSync } from 'node:fs';

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * The process that runs the server: the spawned one, or the deepest of its descendants whose command line names
 * `script` (a loader or a wrapper may start the real server as a child).
 */
export function serverProcessId(spawnedPid: number, script: string): number {
  let found = spawnedPid;
  const walk = (pid: number) => {
    for (const child of childrenOf(pid)) {
      if (commandLine(child).includes(script)) found = child;
      walk(child);
    }
  };
  walk(spawnedPid);
  return found;
}

/** Resident memory of a process in MB (VmRSS of /proc/<pid>/status); undefined once it is gone. */
export function residentMegabytes(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}
