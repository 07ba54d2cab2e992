import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** A real server process (`node --import tsx src/server/main.ts`) and what it printed. */
export interface ServerProcess {
  readonly port: number;
  readonly child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** The exit code once the process has ended (null after a signal). */
  readonly exited: Promise<number | null>;
  /** SIGTERM, then the exit. */
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the server with `env` on top of the test's environment (no DATABASE_URL unless given), on a free port. */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(path.join(ROOT, 'node_modules/.bin/node'), ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      SEED_SCALE: '0.05',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    port,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** GET /api/health: the status, or 0 when nothing answers. */
export async function healthStatus(port: number): Promise<number> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
  } catch {
    return 0;
  }
}

/** Resolves once the process answers /api/health with 200; rejects when it ends first or `timeoutMs` passes. */
export async function serving(server: ServerProcess, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if ((await healthStatus(server.port)) === 200) return;
    if (ended) throw new Error(`the server ended before serving:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not serve within ${timeoutMs} ms:\n${server.output()}`);
}

/** Whichever comes first: the process serves ('serving') or ends (its exit code). */
export async function servesOrExits(server: ServerProcess, timeoutMs = 150_000): Promise<'serving' | number | null> {
  return Promise.race([serving(server, timeoutMs).then(() => 'serving' as const), server.exited]);
}
