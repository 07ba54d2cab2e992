import type { ServerConfig } from '../../config.ts';
import { DiskStorage } from './disk-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { S3Storage } from './s3-storage.ts';

export type UploadStorageSettings = Pick<ServerConfig, 'uploadsDir' | 's3'>;

const made = new WeakMap<UploadStorageSettings, FileStorage>();

/**
 * Where uploaded files live: the S3-compatible bucket of the S3_* settings, else DATA_DIR/uploads. The upload calls,
 * /uploads/ and the image renditions of one app share one storage (and one S3 client).
 */
export function uploadStorage(settings: UploadStorageSettings): FileStorage {
  let storage = made.get(settings);
  if (!storage) {
    storage = settings.s3 ? new S3Storage(settings.s3) : new DiskStorage(settings.uploadsDir);
    made.set(settings, storage);
  }
  return storage;
}
