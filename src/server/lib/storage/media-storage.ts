import type { ServerConfig } from '../../config.ts';
import { DiskStorage } from './disk-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { PrefixedStorage } from './prefixed-storage.ts';
import { uploadStorage } from './upload-storage.ts';

export type MediaStorageSettings = Pick<ServerConfig, 'mediaDir' | 'uploadsDir' | 's3'>;

/** The folder of the upload bucket that holds the media; upload keys are UUID names and `pending/`, never this. */
export const MEDIA_PREFIX = 'media/';

/** Folders and names of our own making: no empty, '.' or '..' segment, no hidden file. */
const MEDIA_KEY = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

const made = new WeakMap<MediaStorageSettings, FileStorage>();

/**
 * Where the seed's generated media, served as /media/…, live: the `media/` folder of the S3-compatible bucket when
 * the S3_* settings are given (so every process serves what the seeding process wrote), else DATA_DIR/media.
 */
export function mediaStorage(settings: MediaStorageSettings): FileStorage {
  let storage = made.get(settings);
  if (!storage) {
    storage = settings.s3
      ? new PrefixedStorage(uploadStorage(settings), MEDIA_PREFIX)
      : new DiskStorage(settings.mediaDir);
    made.set(settings, storage);
  }
  return storage;
}

/** The media key of the path after `/media/` in an address (percent-encoded or not); undefined for anything else. */
export function mediaKeyOf(urlPath: string): string | undefined {
  let key: string;
  try {
    key = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  return MEDIA_KEY.test(key) ? key : undefined;
}
