import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Build } from './builds.ts';
import { residentMegabytes, serverProcessId } from './process-memory.ts';

const SCRIPT = 'src/server/main.ts';

/**
 * Node's options of the build's `npm run serve` (`node <options> src/server/main.ts`), so each build runs as it is
 * served: the memory a process holds depends on them.
 */
function serveOptions(root: string): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const words = (scripts?.serve ?? '').split(/\s+/);
  const options = words.slice(words.indexOf('node') + 1, words.indexOf(SCRIPT));
  return words.includes('node') && words.includes(SCRIPT) ? options : ['--import', 'tsx'];
}

/**
 * wrk drives every call from one address over 50 connections to measure what the server does per request; the
 * per-client limit on costly reads (a protection against one client, not a cost) would answer most of it 429.
 */
const BENCH_COSTLY_READS_PER_CLIENT = '1000';

export interface RunningServer {
  readonly origin: string;
  readonly pid: number;
  /** From spawn to the first 200 of /api/health. */
  readonly readyMs: number;
  /** From spawn to /api/health saying `warm: true`, for a build whose health has that flag. */
  readonly warmMs: number | undefined;
  /** Resident memory when it was first ready, and when warm. */
  readonly rssAtReady: number | undefined;
  readonly rssAtWarm: number | undefined;
  rssMegabytes(): number | undefined;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Ends every server this bench started and has not stopped yet (on an error or Ctrl-C). */
export function killRunningServers(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

export interface StartOptions {
  port: number;
  /** DATA_DIR and DATABASE_URL of the engine, and anything else the run sets. */
  env: Record<string, string>;
  logFile: string;
  /** Wait for `warm: true` too when the build's health has the flag (the build before issue 26). */
  waitWarm?: boolean;
  timeoutMs?: number;
}

/** Starts `build`'s server (only /api is used) and waits until /api/health answers 200 (and warm, if asked). */
export async function startServer(build: Build, options: StartOptions): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = openSync(options.logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, [...serveOptions(build.root), SCRIPT], {
    cwd: build.root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_URL: origin,
      COSTLY_READS_PER_CLIENT: BENCH_COSTLY_READS_PER_CLIENT,
      ...options.env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  running.add(child);
  let exited = false;
  child.once('exit', () => {
    exited = true;
    running.delete(child);
  });
  const stop = async () => {
    if (exited) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await gone;
    clearTimeout(timer);
  };
  const deadline = started + (options.timeoutMs ?? 120_000);
  let readyMs: number | undefined;
  let warmMs: number | undefined;
  let rssAtReady: number | undefined;
  let rssAtWarm: number | undefined;
  const rssNow = () => residentMegabytes(serverProcessId(child.pid ?? 0, SCRIPT));
  try {
    while (performance.now() < deadline) {
      if (exited) throw new Error(`the ${build.side} server exited during start:\n${tail(options.logFile)}`);
      const health = await readHealth(origin);
      if (health) {
        if (readyMs === undefined) {
          readyMs = performance.now() - started;
          rssAtReady = rssNow();
        }
        if (!options.waitWarm || health.warm === undefined) break;
        if (health.warm) {
          warmMs = performance.now() - started;
          rssAtWarm = rssNow();
          break;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    if (
      readyMs === undefined ||
      (options.waitWarm && warmMs === undefined && (await readHealth(origin))?.warm === false)
    ) {
      throw new Error(
        `the ${build.side} server did not get ${readyMs === undefined ? 'ready' : 'warm'} in time:\n${tail(options.logFile)}`,
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const pid = serverProcessId(child.pid ?? 0, SCRIPT);
  return { origin, pid, readyMs, warmMs, rssAtReady, rssAtWarm, rssMegabytes: () => residentMegabytes(pid), stop };
}

async function readHealth(origin: string): Promise<{ warm?: boolean } | undefined> {
  try {
    const response = await fetch(`${origin}/api/health`);
    if (response.status !== 200) return undefined;
    const body = (await response.json()) as { status?: string; warm?: boolean };
    return body.status === 'ok' ? body : undefined;
  } catch {
    return undefined;
  }
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '(no log)';
  }
}
