import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderError } from './data-folder-error.ts';
import { lockDataFolder } from './data-folder-lock.ts';

const folders: string[] = [];
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): { folder: string; lockPath: string } {
  const folder = mkdtempSync(path.join(tmpdir(), 'data-folder-lock-'));
  folders.push(folder);
  return { folder, lockPath: path.join(folder, 'pgdata.lock') };
}

function lockOf(pid: number, host = hostname()): string {
  return JSON.stringify({ pid, host, token: 'another process' });
}

/** A process of this host that runs until the test ends. */
function liveProcess(): number {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  children.push(child);
  return child.pid ?? 0;
}

/** The pid of a process of this host that has ended. */
async function endedProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 0;
}

describe('the data folder lock', () => {
  it('refuses a folder another running process holds, naming the folder, the holder and the lock file', async () => {
    const { folder, lockPath } = tempFolder();
    const pid = liveProcess();
    writeFileSync(lockPath, lockOf(pid));
    const refusal = lockDataFolder(folder, lockPath);
    await expect(refusal).rejects.toBeInstanceOf(DataFolderError);
    await expect(refusal).rejects.toThrow(
      `The data folder ${folder} is already in use by another server process (pid ${pid})`,
    );
    await expect(refusal).rejects.toThrow(lockPath);
    expect(readFileSync(lockPath, 'utf8')).toBe(lockOf(pid));
  });

  it('refuses a folder held from another host, whose process it cannot check', async () => {
    const { folder, lockPath } = tempFolder();
    writeFileSync(lockPath, lockOf(await endedProcess(), `not-${hostname()}`));
    await expect(lockDataFolder(folder, lockPath)).rejects.toThrow(`on host not-${hostname()}`);
  });

  it('takes over a lock left by a process that has ended, and removes its own lock when released', async () => {
    const { folder, lockPath } = tempFolder();
    writeFileSync(lockPath, lockOf(await endedProcess()));
    const lock = await lockDataFolder(folder, lockPath);
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('takes over a lock with this process id that this process did not take (an earlier life of a restarted container)', async () => {
    const { folder, lockPath } = tempFolder();
    writeFileSync(lockPath, lockOf(process.pid));
    const lock = await lockDataFolder(folder, lockPath);
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).not.toMatchObject({ token: 'another process' });
    lock.release();
  });

  it('refuses a second lock of the same folder in this process, and admits one again after release', async () => {
    const { folder, lockPath } = tempFolder();
    const lock = await lockDataFolder(folder, lockPath);
    await expect(lockDataFolder(folder, lockPath)).rejects.toThrow('(this process)');
    lock.release();
    (await lockDataFolder(folder, lockPath)).release();
  });

  it('lets exactly one of several processes take over the same stale lock at once', async () => {
    const { folder, lockPath } = tempFolder();
    writeFileSync(lockPath, lockOf(await endedProcess()));
    // Each process loads the module first, then all try at the same moment.
    const startAt = Date.now() + 4000;
    const script = `
      const { lockDataFolder } = await import(${JSON.stringify(path.resolve(import.meta.dirname, 'data-folder-lock.ts'))});
      await new Promise((resolve) => setTimeout(resolve, ${startAt} - Date.now()));
      const outcome = await lockDataFolder(${JSON.stringify(folder)}, ${JSON.stringify(lockPath)}).then(() => 'locked', () => 'refused');
      console.log(outcome);
      setTimeout(() => {}, 3000);`;
    const outcomes = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<string>((resolve) => {
            const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
              stdio: ['ignore', 'pipe', 'inherit'],
            });
            children.push(child);
            let output = '';
            child.stdout.on('data', (chunk: Buffer) => {
              output += chunk.toString();
              if (output.includes('\n')) resolve(output.trim());
            });
          }),
      ),
    );
    expect(outcomes.sort()).toEqual(['locked', 'refused', 'refused', 'refused']);
  });

  it('takes over an empty lock file that stays empty (its writer ended between creating and writing it)', async () => {
    const { folder, lockPath } = tempFolder();
    writeFileSync(lockPath, '');
    const lock = await lockDataFolder(folder, lockPath);
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });
});
