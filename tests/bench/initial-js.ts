import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzipped size (KiB, level 9) of built files given by their paths under `distDir` (e.g. `/assets/x.js`). */
export function gzippedKiB(files: readonly string[], distDir = 'dist'): number {
  return (
    files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length, 0) / 1024
  );
}

/** Gzipped size (KiB) of the scripts index.html loads at start: its module script and modulepreloads. */
export function initialJsKiB(distDir = 'dist'): number | undefined {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const html = readFileSync(indexFile, 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  return gzippedKiB([...new Set(files)], distDir);
}
