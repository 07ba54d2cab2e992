import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const NGINX = '/usr/sbin/nginx';

export interface CachingProxy {
  readonly origin: string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx on loopback in front of `upstream`, with its cache on (a small zone) and the server's own
 * Cache-Control deciding what is kept and for how long (nginx's default: max-age, stale-while-revalidate, no-store,
 * private and Set-Cookie honoured; Vary stored per variant). One worker, so it takes one core at most.
 */
export async function startCachingProxy(upstream: string, port: number): Promise<CachingProxy> {
  if (!existsSync(NGINX)) throw new Error('nginx is not installed: apt-get install -y nginx');
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  for (const sub of ['cache', 'temp']) mkdirSync(path.join(dir, sub));
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `
${asRoot ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=answers:4m max_size=64m inactive=10m use_temp_path=off;
  upstream app { server ${new URL(upstream).host}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_cache answers;
      proxy_cache_lock on;
      proxy_cache_background_update on;
      proxy_cache_use_stale updating error timeout;
      add_header X-Cache-Status $upstream_cache_status;
    }
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: 'ignore',
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exited) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await gone;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let i = 0; i < 100; i += 1) {
    if (exited) break;
    try {
      await fetch(`${origin}/api/health`);
      return { origin, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const log = existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
  await stop();
  throw new Error(`nginx did not start: ${log || '(nothing in its error log)'}`);
}
