import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.ts';

/** Debian's package puts the binary here (CI installs it: .ci/run). */
export const NGINX = '/usr/sbin/nginx';

/** One line of the access log: which listener took the request and which server process answered it. */
export interface ProxiedRequest {
  readonly listenPort: number;
  readonly method: string;
  readonly uri: string;
  readonly status: number;
  /** The answering process's port; several when nginx tried more than one (it is told not to). */
  readonly upstreamPorts: number[];
}

/** nginx on loopback in front of server processes, run from a folder of its own (config, logs, temporary files). */
export interface Nginx {
  /** The load-balanced address: round robin over every server process. */
  readonly url: string;
  /** An address of this nginx that passes everything to the one server process on `port`. */
  pinnedUrl(port: number): string;
  /** Balances over these processes from now on (a reload: requests in flight finish on the old set). */
  setUpstreams(ports: readonly number[]): Promise<void>;
  accessLog(): Promise<ProxiedRequest[]>;
  output(): string;
  stop(): Promise<void>;
}

/** The answering process's port, as nginx names it in `X-Upstream` and the access log (`127.0.0.1:4123`). */
export const upstreamPortOf = (address: string | null): number => Number(/:(\d+)$/.exec(address ?? '')?.[1] ?? NaN);

const LOG_FORMAT = "'$server_port $request_method $request_uri $status $upstream_addr'";

const proxied = (target: string) => `
    location / {
      proxy_pass http://${target};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A failed request is answered as it failed, never retried on another process behind the test's back.
      proxy_next_upstream off;
      proxy_read_timeout 60s;
      add_header X-Upstream $upstream_addr always;
    }`;

function configText(
  dir: string,
  listenPort: number,
  pinned: ReadonlyMap<number, number>,
  upstreams: readonly number[],
): string {
  const file = (name: string) => path.join(dir, name);
  const servers = upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n');
  const pinnedServers = [...pinned]
    .map(
      ([upstream, listen]) => `
  server {
    listen 127.0.0.1:${listen};${proxied(`127.0.0.1:${upstream}`)}
  }`,
    )
    .join('\n');
  return `
daemon off;
master_process on;
worker_processes 1;
pid ${file('nginx.pid')};
error_log ${file('error.log')} notice;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 512; }
http {
  log_format upstream ${LOG_FORMAT};
  access_log ${file('access.log')} upstream;
  client_body_temp_path ${file('client_body')};
  proxy_temp_path ${file('proxy')};
  fastcgi_temp_path ${file('fastcgi')};
  uwsgi_temp_path ${file('uwsgi')};
  scgi_temp_path ${file('scgi')};
  client_max_body_size 20m;
  upstream app {
${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${listenPort};${proxied('app')}
  }${pinnedServers}
}
`;
}

async function answers(url: string): Promise<boolean> {
  try {
    await (await fetch(`${url}/api/health`)).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Whether a worker of nginx's master `pid` is an old one finishing its requests after a reload (Linux's /proc). */
async function workerShuttingDown(pid: number | undefined): Promise<boolean> {
  if (pid === undefined) return false;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const [stat, title] = await Promise.all([
      readFile(`/proc/${entry}/stat`, 'utf8').catch(() => ''),
      readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => ''),
    ]);
    // The parent's pid is the second field after the command, which is in parentheses and may hold spaces.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === pid && title.includes('shutting down')) return true;
  }
  return false;
}

async function until(
  condition: () => Promise<boolean>,
  what: string,
  output: () => Promise<string>,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`nginx: ${what} within ${timeoutMs} ms\n${await output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts nginx on a free loopback port (or `listenPort`) balancing over the server processes on `upstreams`, with one
 * more listener per process that reaches only that process. Every answer carries `X-Upstream` (the process that gave
 * it), and the access log says the same of every request.
 */
export async function startNginx(upstreams: readonly number[], listenPort?: number): Promise<Nginx> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nginx-'));
  const confFile = path.join(dir, 'nginx.conf');
  const port = listenPort ?? (await freePort());
  const pinned = new Map<number, number>();
  const pinAll = async (ports: readonly number[]) => {
    for (const upstream of ports) if (!pinned.has(upstream)) pinned.set(upstream, await freePort());
  };
  await pinAll(upstreams);
  await writeFile(confFile, configText(dir, port, pinned, upstreams));

  const child = spawn(NGINX, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', confFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let ended = false;
  void exited.then(() => (ended = true));
  const output = () => `${printed}${ended ? '(nginx ended)\n' : ''}`;
  const withErrorLog = async () => `${output()}${await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '')}`;

  const url = `http://127.0.0.1:${port}`;
  const pinnedUrl = (upstream: number) => {
    const listen = pinned.get(upstream);
    if (listen === undefined) throw new Error(`nginx has no listener for the process on ${upstream}`);
    return `http://127.0.0.1:${listen}`;
  };
  await until(async () => !ended && (await answers(url)), 'no answer', withErrorLog);

  return {
    url,
    pinnedUrl,
    async setUpstreams(ports) {
      await pinAll(ports);
      await writeFile(confFile, configText(dir, port, pinned, ports));
      child.kill('SIGHUP');
      // The new configuration is in force once its new listeners answer and no worker of the old one is left: until
      // then the old worker may still take a balanced request (on a kept-alive connection) for the old set.
      await until(
        async () => {
          const answered = await Promise.all(ports.map((upstream) => answers(pinnedUrl(upstream))));
          return answered.every(Boolean) && !(await workerShuttingDown(child.pid));
        },
        'the new configuration not in force',
        withErrorLog,
      );
    },
    async accessLog() {
      const text = await readFile(path.join(dir, 'access.log'), 'utf8').catch(() => '');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [listen = '', method = '', uri = '', status = '', ...upstream] = line.split(' ');
          // "127.0.0.1:4123", "127.0.0.1:4123, 127.0.0.1:4124" when several were tried, "-" when none was.
          const upstreamPorts = [...upstream.join(' ').matchAll(/:(\d+)/g)].map((match) => Number(match[1]));
          return { listenPort: Number(listen), method, uri, status: Number(status), upstreamPorts };
        });
    },
    output,
    async stop() {
      if (!ended) child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
