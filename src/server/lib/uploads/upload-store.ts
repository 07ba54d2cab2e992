import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import {
  UPLOAD_EXTENSIONS, UPLOAD_FILE_MAX_BYTES, UPLOAD_FILE_TYPES, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_MAX_PIXELS, UPLOAD_IMAGE_MAX_SIDE,
  UPLOAD_IMAGE_MIN_SIDE, UPLOAD_IMAGE_TYPES, UPLOAD_MESSAGES, UPLOAD_URL_TTL_SECONDS,
} from '../../../shared/constants/uploads.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { UploadTokens } from './upload-tokens.ts';

const PENDING_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A refused upload; a 400 names the field at fault (the file behind `path` in step 3, the body in step 2). */
const refuse = (status: 400 | 403 | 413, message: string, field = 'path') =>
  new ApiError(status, status === 403 ? 'forbidden' : status === 413 ? 'payload_too_large' : 'invalid_upload', message, status === 400 ? [{ path: field, message }] : undefined);
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

export interface StoredUpload { id: string; url: string; path: string }

/**
 * The spec's three upload steps on this server's disk (DESIGN.md "Uploads"): a signed address, the raw body under
 * DATA_DIR/uploads/pending, then a check of the content (magic bytes and pixel limits, never the name) before the
 * file is kept as DATA_DIR/uploads/{id}.{ext} and served from /uploads/.
 */
export class UploadStore {
  private readonly pendingDir: string;
  private readonly tokens: UploadTokens;

  constructor(private readonly db: Queryable, private readonly dir: string, secret: string | undefined) {
    this.pendingDir = path.join(dir, 'pending');
    this.tokens = new UploadTokens(dir, secret);
  }

  /** Step 1: an id and the address to PUT the file to. */
  async address(filename: string): Promise<{ id: string; url: string }> {
    const id = randomUUID();
    await mkdir(this.pendingDir, { recursive: true });
    await writeFile(path.join(this.pendingDir, `${id}.name`), filename);
    return { id, url: `/api/request/upload?token=${await this.tokens.sign(id, UPLOAD_URL_TTL_SECONDS)}` };
  }

  /**
   * Step 2: the body, streamed to DATA_DIR/uploads/pending/{id}. A declared or counted size past the largest allowed
   * one is refused (413) without keeping anything; an address of an upload already finished is spent (403).
   */
  async receive(token: string, declaredLength: string | undefined, body: ReadableStream<Uint8Array> | null): Promise<void> {
    const id = await this.tokens.verify(token);
    if (!id || (await this.finished(id))) throw refuse(403, UPLOAD_MESSAGES.badLink);
    if (declaredLength !== undefined && Number(declaredLength) > UPLOAD_FILE_MAX_BYTES) {
      await body?.cancel().catch(() => undefined);
      throw refuse(413, UPLOAD_MESSAGES.fileTooLarge);
    }
    await mkdir(this.pendingDir, { recursive: true });
    const partial = path.join(this.pendingDir, `${id}.part`);
    const file = await open(partial, 'w');
    let size = 0;
    try {
      if (body) {
        const reader = body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          size += value.byteLength;
          if (size > UPLOAD_FILE_MAX_BYTES) {
            await reader.cancel().catch(() => undefined);
            throw refuse(413, UPLOAD_MESSAGES.fileTooLarge);
          }
          await file.write(value);
        }
      }
      if (size === 0) throw refuse(400, UPLOAD_MESSAGES.empty, '(body)');
    } catch (error) {
      await file.close();
      await rm(partial, { force: true });
      throw error;
    }
    await file.close();
    await rename(partial, path.join(this.pendingDir, id));
  }

  private async finished(id: string): Promise<StoredUpload | undefined> {
    const [row] = await this.db.query<{ path: string }>('SELECT path FROM uploads WHERE id = $1', [id]);
    return row ? { id, url: `/uploads/${row.path}`, path: row.path } : undefined;
  }

  /** Step 3: what the bytes are decides; an image must be JPEG or PNG within the size and pixel limits. */
  async finish(id: string, kind: 'image' | 'file'): Promise<StoredUpload> {
    const pending = path.join(this.pendingDir, id);
    const bytes = await readFile(pending).catch(() => undefined);
    if (!bytes) {
      // A repeated step 3 (a retry after a lost answer) answers what the first one stored.
      const done = await this.finished(id);
      if (done) return done;
      throw refuse(400, UPLOAD_MESSAGES.notUploaded);
    }
    const detected = (await fileTypeFromBuffer(bytes))?.mime ?? '';
    let width: number | null = null;
    let height: number | null = null;
    if (kind === 'image') {
      if (!isOneOf(UPLOAD_IMAGE_TYPES, detected)) throw refuse(400, UPLOAD_MESSAGES.imageFormat);
      if (bytes.byteLength > UPLOAD_IMAGE_MAX_BYTES) throw refuse(413, UPLOAD_MESSAGES.imageTooLarge);
      ({ width, height } = imageDimensions(bytes));
    } else if (!isOneOf(UPLOAD_FILE_TYPES, detected)) {
      throw refuse(400, UPLOAD_MESSAGES.fileFormat);
    }
    const mime = detected as (typeof UPLOAD_FILE_TYPES)[number];
    const name = `${id}.${UPLOAD_EXTENSIONS[mime]}`;
    const originalName = await readFile(`${pending}.name`, 'utf8').catch(() => name);
    await rename(pending, path.join(this.dir, name));
    await rm(`${pending}.name`, { force: true });
    await this.db.query(
      `INSERT INTO uploads (id, kind, path, original_name, mime, size, width, height) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO NOTHING`,
      [id, kind, name, originalName.slice(0, 200), mime, bytes.byteLength, width, height],
    );
    return { id, url: `/uploads/${name}`, path: name };
  }

  /** Pending files nobody finished within a day. */
  async removeStale(now = Date.now()): Promise<void> {
    const names = await readdir(this.pendingDir).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(this.pendingDir, name);
      const info = await stat(file).catch(() => undefined);
      if (info && now - info.mtimeMs > PENDING_MAX_AGE_MS) await rm(file, { force: true });
    }
  }
}

function imageDimensions(bytes: Buffer): { width: number; height: number } {
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw refuse(400, UPLOAD_MESSAGES.imageUnreadable);
  }
  const { width = 0, height = 0 } = size;
  if (width === 0 || height === 0) throw refuse(400, UPLOAD_MESSAGES.imageUnreadable);
  if (width < UPLOAD_IMAGE_MIN_SIDE || height < UPLOAD_IMAGE_MIN_SIDE) throw refuse(400, UPLOAD_MESSAGES.imageTooSmall);
  if (width > UPLOAD_IMAGE_MAX_SIDE || height > UPLOAD_IMAGE_MAX_SIDE) throw refuse(400, UPLOAD_MESSAGES.imageTooWide);
  if (width * height > UPLOAD_IMAGE_MAX_PIXELS) throw refuse(400, UPLOAD_MESSAGES.imageTooManyPixels);
  return { width, height };
}
