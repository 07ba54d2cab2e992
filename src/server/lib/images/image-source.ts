import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { readWhole, type FileStorage } from '../storage/file-storage.ts';
import { isStoredImageName } from '../uploads/upload-names.ts';
import { resolveInside } from '../web/static-files.ts';

export interface ImageSourceRoots {
  /** Seeded and generated media, served as /media/…: a cache on this machine's disk, made again from the seed. */
  readonly mediaDir: string;
  /** Checked uploads, served as /uploads/{uuid}.{ext} */
  readonly uploads: FileStorage;
}

export interface ImageSource {
  /** Changes whenever the bytes do: part of a rendition's key. */
  readonly version: string;
  read(): Promise<Buffer>;
}

const MEDIA_IMAGE = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp']);

/**
 * The image behind a `/media/…` or `/uploads/…` address, never outside those two places; undefined for any other
 * address, a path that would leave its folder, a name the upload step does not give, or a file that is not there.
 */
export async function findImageSource(source: string, roots: ImageSourceRoots): Promise<ImageSource | undefined> {
  if (source.startsWith('/uploads/')) {
    const name = source.slice('/uploads/'.length);
    const stored = isStoredImageName(name) ? await roots.uploads.stat(name) : undefined;
    return stored && {
      version: stored.etag,
      read: async () => (await readWhole(roots.uploads, name)) ?? Promise.reject(new Error(`Upload ${name} is gone`)),
    };
  }
  if (source.startsWith('/media/')) {
    const file = resolveInside(roots.mediaDir, source.slice('/media/'.length));
    if (!file || !MEDIA_IMAGE.has(path.extname(file).toLowerCase())) return undefined;
    const info = await stat(file).catch(() => undefined);
    return info?.isFile() ? { version: `${info.mtimeMs}:${info.size}`, read: () => readFile(file) } : undefined;
  }
  return undefined;
}
