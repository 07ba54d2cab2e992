import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  timeouts: number;
  completed: number;
  megabytesPerSecond: number;
}

const SCRIPT = path.join(import.meta.dirname, 'wrk-list.lua');

/**
 * wrk (C, Debian's package) drives the load: the generator must not be what is measured. autocannon, used before,
 * decodes every body into a string and topped out near 75 MB/s, so a 2.3 MB map answer took it 30 ms on one
 * connection where curl took 8 ms; wrk reads bodies at GB/s and leaves the two cores to the server.
 */
export function ensureWrk(): void {
  if ((spawnSync('wrk', ['--version']).error as NodeJS.ErrnoException | undefined)?.code !== 'ENOENT') return;
  if (process.getuid?.() !== 0) throw new Error('wrk is not installed: apt-get install -y wrk');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'ignore', env });
}

/** Requests/s and latency at `connections` connections for `seconds`, cycling through `paths` (two threads, one for one connection). */
export async function loadWithWrk(
  origin: string,
  paths: string[],
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-wrk-'));
  try {
    const list = path.join(dir, 'paths.txt');
    writeFileSync(list, `${paths.join('\n')}\n`);
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        'wrk',
        [
          `-t${Math.min(2, connections)}`,
          `-c${connections}`,
          `-d${seconds}s`,
          '--timeout',
          '10s',
          '-s',
          SCRIPT,
          origin,
        ],
        {
          env: { ...process.env, WRK_PATHS: list },
        },
      );
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}: ${text}`))));
    });
    const line = output.split('\n').find((l) => l.startsWith('{"requests"'));
    if (!line) throw new Error(`wrk printed no result: ${output}`);
    const r = JSON.parse(line) as {
      requests: number;
      durationUs: number;
      bytes: number;
      p50Us: number;
      p95Us: number;
      p99Us: number;
      non2xx: number;
      timeouts: number;
      socketErrors: number;
    };
    const elapsed = r.durationUs / 1e6;
    return {
      rps: r.requests / elapsed,
      p50: r.p50Us / 1000,
      p95: r.p95Us / 1000,
      p99: r.p99Us / 1000,
      non2xx: r.non2xx + r.socketErrors,
      timeouts: r.timeouts,
      completed: r.requests,
      megabytesPerSecond: r.bytes / elapsed / 1e6,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
