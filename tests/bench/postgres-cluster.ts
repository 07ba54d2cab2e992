import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's binaries of whichever PostgreSQL major version is installed (the newest when several are). */
const BIN = (() => {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(`${root}/${v}/bin/pg_ctl`))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return `${root}/${versions[0] ?? 'missing'}/bin`;
})();

function asPostgres(command: string): void {
  if (process.getuid?.() === 0) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'ignore' });
  else execFileSync('/bin/sh', ['-c', command], { stdio: 'ignore' });
}

/** A throw-away PostgreSQL on 127.0.0.1 (Debian's binaries), stopped by the returned function. */
export function startPostgresCluster(port = 54_391): { url: string; stop: () => void } {
  if (!existsSync(`${BIN}/pg_ctl`))
    throw new Error('PostgreSQL binaries not found: apt-get install -y postgresql, or set BENCH_DATABASE_URL');
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-pg-'));
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  asPostgres(`'${BIN}/initdb' -D '${dir}/data' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8`);
  asPostgres(
    `'${BIN}/pg_ctl' -D '${dir}/data' -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=256MB' -l '${dir}/log' -w start`,
  );
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // The cluster holds the whole seeded data set (1.7 GB at 20x): nothing of it is kept once it is stopped.
    stop: () => {
      asPostgres(`'${BIN}/pg_ctl' -D '${dir}/data' -m fast stop`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
