import { readFileSync } from 'node:fs';

/**
 * The options of `npm run bench -- --scale 1 …`: npm appends them to the script's last command (offline.ts), so
 * run.ts, which runs first, finds them only on the command line of the shell npm started for the script.
 */
export function benchArguments(): string[] {
  const own = process.argv.slice(2);
  if (own.length > 0 || process.env.npm_lifecycle_event !== 'bench') return own;
  try {
    const shell = readFileSync(`/proc/${process.ppid}/cmdline`, 'utf8').split('\0').join(' ');
    const [, appended = ''] = /tests\/bench\/offline\.ts(.*)$/.exec(shell.trim()) ?? [];
    return appended.trim().split(/\s+/).filter(Boolean);
  } catch {
    return own;
  }
}
