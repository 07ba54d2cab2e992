import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageRequest } from './image-request.ts';

export interface CachedRendition {
  readonly body: Buffer;
  /** A hash of everything that decides the bytes: the same key is the same image. */
  readonly key: string;
  /** False only for the request that made it. */
  readonly fromCache: boolean;
}

/**
 * Renditions kept on disk (DATA_DIR/cache/img), keyed by the source, its version and the rendition's parameters;
 * several processes sharing DATA_DIR share them, and concurrent requests for one rendition make it once.
 */
export class RenditionCache {
  private readonly making = new Map<string, Promise<CachedRendition>>();

  constructor(private readonly dir: string) {}

  static keyOf(request: ImageRequest, sourceVersion: string): string {
    const { source, width, height, quality, focalPoint, format } = request;
    return createHash('sha256')
      .update(JSON.stringify([source, sourceVersion, width, height, quality, focalPoint.x, focalPoint.y, format]))
      .digest('hex')
      .slice(0, 40);
  }

  fileOf(key: string, format: ImageRequest['format']): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.${format === 'webp' ? 'webp' : 'jpg'}`);
  }

  async rendition(key: string, format: ImageRequest['format'], make: () => Promise<Buffer>): Promise<CachedRendition> {
    const file = this.fileOf(key, format);
    try {
      return { body: await readFile(file), key, fromCache: true };
    } catch {
      const running = this.making.get(key);
      // Joining a rendition another request is making: not made for this one.
      if (running) return { ...(await running), fromCache: true };
      const made = this.make(file, key, make).finally(() => this.making.delete(key));
      this.making.set(key, made);
      return made;
    }
  }

  private async make(file: string, key: string, make: () => Promise<Buffer>): Promise<CachedRendition> {
    const body = await make();
    try {
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${randomUUID()}.part`;
      await writeFile(partial, body);
      await rename(partial, file);
    } catch (error) {
      // A full or read-only disk costs the next request a new rendition, not this one its image.
      console.warn(`Image rendition not cached: ${(error as Error).message}`);
    }
    return { body, key, fromCache: false };
  }
}
