import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Build } from './builds.ts';

/**
 * `vite build` of the build's own tree into `outDir` (a server-rendering build also writes `<outDir>-ssr`), never
 * into a tree's ./dist, which belongs to whoever works there. Its output goes to `logFile`, whose end is thrown when
 * the build fails.
 */
export function buildApp(build: Build, outDir: string, logFile: string): void {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'w');
  try {
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: build.root,
      stdio: ['ignore', log, log],
    });
  } catch {
    throw new Error(
      `vite build of the ${build.side} build (${build.label}) failed:\n${readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n')}`,
    );
  } finally {
    closeSync(log);
  }
}
