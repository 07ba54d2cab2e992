import path from 'node:path';
import { readWhole, type FileStorage } from '../storage/file-storage.ts';
import { mediaKeyOf } from '../storage/media-storage.ts';
import { isStoredImageName } from '../uploads/upload-names.ts';

export interface ImageSourceRoots {
  /** Seeded and generated media, served as /media/… (mediaStorage: the bucket's media/ folder or DATA_DIR/media). */
  readonly media: FileStorage;
  /** Checked uploads, served as /uploads/{uuid}.{ext} */
  readonly uploads: FileStorage;
}

export interface ImageSource {
  /** Changes whenever the bytes do: part of a rendition's key. */
  readonly version: string;
  read(): Promise<Buffer>;
}

const MEDIA_IMAGE = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp']);

/** The stored object `key` as an image source, versioned by its ETag; undefined when it is not there. */
async function storedSource(storage: FileStorage, key: string): Promise<ImageSource | undefined> {
  const stored = await storage.stat(key);
  return (
    stored && {
      version: stored.etag,
      read: async () => (await readWhole(storage, key)) ?? Promise.reject(new Error(`${key} is gone`)),
    }
  );
}

/**
 * The image behind a `/media/…` or `/uploads/…` address, never outside those two places; undefined for any other
 * address, a path that would leave its folder, a name the upload step does not give, or a file that is not there.
 */
export async function findImageSource(source: string, roots: ImageSourceRoots): Promise<ImageSource | undefined> {
  if (source.startsWith('/uploads/')) {
    const name = source.slice('/uploads/'.length);
    return isStoredImageName(name) ? storedSource(roots.uploads, name) : undefined;
  }
  if (source.startsWith('/media/')) {
    const key = mediaKeyOf(source.slice('/media/'.length));
    return key && MEDIA_IMAGE.has(path.extname(key).toLowerCase()) ? storedSource(roots.media, key) : undefined;
  }
  return undefined;
}
