import { randomUUID } from 'node:crypto';
import { constants, type Stats } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FileStorage, ListedObject, ObjectBody, ObjectHead, StoredObject } from './file-storage.ts';

/** Folders and names of our own making: no empty, '.' or '..' segment, no hidden file, nothing to escape the root with. */
const KEY = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files in a folder of this machine (DATA_DIR/uploads, the embedded default). Every write goes to a new file renamed
 * into place, so a reader sees a whole old or a whole new file, never half of one.
 */
export class DiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private fileOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return path.join(this.root, key);
  }

  private static described(info: Stats): StoredObject {
    // A new file (a new inode) or a change of size or time is a new version.
    const version = [info.ino, info.size, Math.round(info.mtimeMs * 1000)].map((part) => part.toString(36)).join('-');
    return { size: info.size, etag: `"${version}"`, modifiedMs: info.mtimeMs };
  }

  /** Writes through a temporary file beside `file` that is renamed over it, or removed when anything fails. */
  private async replace(file: string, fill: (partial: string) => Promise<void>): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomUUID()}.part`;
    try {
      await fill(partial);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async write(key: string, body: AsyncIterable<Uint8Array> | Uint8Array): Promise<void> {
    await this.replace(this.fileOf(key), async (partial) => {
      const handle = await open(partial, 'w');
      try {
        if (body instanceof Uint8Array) await handle.write(body);
        else for await (const chunk of body) await handle.write(chunk);
      } finally {
        await handle.close();
      }
    });
  }

  async stat(key: string): Promise<StoredObject | undefined> {
    const info = await stat(this.fileOf(key)).catch((error: unknown) =>
      isMissing(error) ? undefined : Promise.reject(error),
    );
    return info?.isFile() ? DiskStorage.described(info) : undefined;
  }

  async readHead(key: string, length: number): Promise<ObjectHead | undefined> {
    const handle = await open(this.fileOf(key), 'r').catch((error: unknown) =>
      isMissing(error) ? undefined : Promise.reject(error),
    );
    if (!handle) return undefined;
    try {
      const info = await handle.stat();
      if (!info.isFile()) return undefined;
      const bytes = Buffer.alloc(Math.min(length, info.size));
      const { bytesRead } = await handle.read(bytes, 0, bytes.length, 0);
      return { ...DiskStorage.described(info), bytes: bytes.subarray(0, bytesRead) };
    } finally {
      await handle.close();
    }
  }

  async open(key: string): Promise<ObjectBody | undefined> {
    const handle = await open(this.fileOf(key), 'r').catch((error: unknown) =>
      isMissing(error) ? undefined : Promise.reject(error),
    );
    if (!handle) return undefined;
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return undefined;
    }
    // The stream closes the handle when it ends or is cancelled.
    const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
    return { ...DiskStorage.described(info), body };
  }

  async copy(from: string, to: string): Promise<boolean> {
    const source = this.fileOf(from);
    try {
      // A reflink where the file system has them, else a copy of the bytes.
      await this.replace(this.fileOf(to), (partial) => copyFile(source, partial, constants.COPYFILE_FICLONE));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    const folder = prefix === '' ? this.root : this.fileOf(prefix.replace(/\/$/, ''));
    const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) =>
      isMissing(error) ? [] : Promise.reject(error),
    );
    for (const entry of entries) {
      if (!entry.isFile() || !KEY.test(entry.name)) continue;
      const info = await stat(path.join(folder, entry.name)).catch(() => undefined);
      if (info) yield { key: `${prefix}${entry.name}`, modifiedMs: info.mtimeMs };
    }
  }
}
