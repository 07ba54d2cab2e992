import { randomUUID } from 'node:crypto';
import { UPLOAD_FILE_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_URL_TTL_SECONDS } from '../../../shared/constants/uploads.ts';
import type { ServerConfig } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { uploadStorage } from '../storage/upload-storage.ts';
import { CHECKED_HEAD_BYTES, checkUpload, refuse, type CheckedUpload, type UploadKind } from './upload-check.ts';
import { INCOMING_PREFIX, incomingKey, isUploadId, storedName, storedNames } from './upload-names.ts';
import { UploadTokens } from './upload-tokens.ts';

/** Bodies and slots nobody finished within a day are removed. */
const PENDING_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A slot is finished within this time or never, long before removeStale could take its body away mid-way. */
const FINISH_WITHIN = '12 hours';

export interface StoredUpload {
  id: string;
  url: string;
  path: string;
}

const answerOf = (id: string, path: string): StoredUpload => ({ id, url: `/uploads/${path}`, path });

/**
 * The spec's three upload steps (DESIGN.md "Uploads") over a FileStorage: a slot (its name kept in the database, so
 * any process can finish it) and an address to PUT the body to, under pending/{id} (on this server, signed with
 * UPLOAD_SECRET; or presigned on the bucket); then a check of the content (magic bytes and pixel limits, never the
 * name) before it is kept as {id}.{ext} and served from /uploads/.
 */
export class UploadStore {
  constructor(
    private readonly db: Queryable,
    private readonly storage: FileStorage,
    private readonly tokens: UploadTokens,
  ) {}

  /** The uploads of these settings: in the S3_* bucket, or in DATA_DIR/uploads with addresses signed by UPLOAD_SECRET. */
  static forConfig(db: Queryable, config: Pick<ServerConfig, 'uploadsDir' | 'uploadSecret' | 's3'>): UploadStore {
    return new UploadStore(db, uploadStorage(config), new UploadTokens(config.uploadsDir, config.uploadSecret));
  }

  /** Step 1: an id and the address to PUT the file to. */
  async address(filename: string): Promise<{ id: string; url: string }> {
    const id = randomUUID();
    await this.db.query('INSERT INTO upload_slots (id, original_name) VALUES ($1, $2)', [id, filename]);
    const url = this.storage.uploadUrl
      ? await this.storage.uploadUrl(incomingKey(id), UPLOAD_URL_TTL_SECONDS)
      : `/api/request/upload?token=${await this.tokens.sign(id, UPLOAD_URL_TTL_SECONDS)}`;
    return { id, url };
  }

  /**
   * Step 2 on this server: the body, streamed to pending/{id}. A declared or counted size past the largest allowed
   * one is refused (413) without keeping anything; an address of an upload already finished is spent (403). With
   * object storage no address of this server is handed out, so none is valid.
   */
  async receive(
    token: string,
    declaredLength: string | undefined,
    body: ReadableStream<Uint8Array> | null,
  ): Promise<void> {
    const id = this.storage.uploadUrl ? undefined : await this.tokens.verify(token);
    if (!id || (await this.finished(id))) throw refuse(403, UPLOAD_MESSAGES.badLink);
    if (declaredLength !== undefined && Number(declaredLength) > UPLOAD_FILE_MAX_BYTES) {
      await body?.cancel().catch(() => undefined);
      throw refuse(413, UPLOAD_MESSAGES.fileTooLarge);
    }
    await this.storage.write(incomingKey(id), bodyWithinLimit(body));
  }

  private async finished(id: string): Promise<StoredUpload | undefined> {
    const [row] = await this.db.query<{ path: string }>('SELECT path FROM uploads WHERE id = $1', [id]);
    return row ? answerOf(id, row.path) : undefined;
  }

  /**
   * Step 3, safe to repeat: a retry after a lost answer (or alongside the first call) answers what the first stored.
   * The checked copy is made before the row that names it, and the body is removed after, so a finish cut short at any
   * point is completed by its retry, or what it left is removed by removeStale: no kept file stays without its row.
   */
  async finish(id: string, kind: UploadKind): Promise<StoredUpload> {
    const incoming = incomingKey(id);
    const done = await this.finished(id);
    if (done) {
      // A body PUT again to a still valid presigned address is never checked nor kept.
      await this.storage.remove(incoming);
      return done;
    }
    const finishedMeanwhile = async () =>
      (await this.finished(id)) ?? Promise.reject(refuse(400, UPLOAD_MESSAGES.notUploaded));
    const [slot] = await this.db.query<{ original_name: string }>(
      'SELECT original_name FROM upload_slots WHERE id = $1 AND created_at > now() - $2::interval',
      [id, FINISH_WITHIN],
    );
    if (!slot) return finishedMeanwhile();
    const sent = await this.checked(incoming, kind);
    if (!sent) return finishedMeanwhile();
    const name = storedName(id, sent.type);
    if (!(await this.storage.copy(incoming, name))) return finishedMeanwhile();
    // What is served is what was checked: the copy is checked itself, so a body PUT again in between cannot slip by.
    const kept = await this.checked(name, kind).catch(async (error: unknown) => {
      await this.storage.remove(incoming);
      throw error;
    });
    if (kept?.type !== sent.type) {
      await Promise.all([this.storage.remove(name), this.storage.remove(incoming)]);
      throw refuse(400, UPLOAD_MESSAGES.notUploaded);
    }
    await this.db.query(
      `WITH spent AS (DELETE FROM upload_slots WHERE id = $1)
       INSERT INTO uploads (id, kind, path, original_name, mime, size, width, height) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO NOTHING`,
      [id, kind, name, slot.original_name.slice(0, 200), kept.type, kept.size, kept.width, kept.height],
    );
    await this.storage.remove(incoming);
    return finishedMeanwhile();
  }

  /** The content of `key` checked as `kind`; undefined when it is gone. Refused content is removed. */
  private async checked(key: string, kind: UploadKind): Promise<CheckedUpload | undefined> {
    const head = await this.storage.readHead(key, CHECKED_HEAD_BYTES);
    if (!head) return undefined;
    try {
      return await checkUpload(head.bytes, head.size, kind);
    } catch (error) {
      await this.storage.remove(key);
      throw error;
    }
  }

  /**
   * Bodies nobody finished within a day (with the copy a finish cut short may have left), and their slots. A body
   * of a finished upload (PUT again after it) goes alone: the kept copy is the upload.
   */
  async removeStale(now = Date.now()): Promise<void> {
    const before = now - PENDING_MAX_AGE_MS;
    for await (const object of this.storage.list(INCOMING_PREFIX)) {
      if (object.modifiedMs >= before) continue;
      const id = object.key.slice(INCOMING_PREFIX.length);
      if (isUploadId(id) && !(await this.finished(id)))
        await Promise.all(storedNames(id).map((name) => this.storage.remove(name)));
      await this.storage.remove(object.key);
    }
    await this.db.query('DELETE FROM upload_slots WHERE created_at < $1', [new Date(before).toISOString()]);
  }
}

/** The body of step 2 as it arrives, refused past the file limit (413) or when empty (400). */
async function* bodyWithinLimit(body: ReadableStream<Uint8Array> | null): AsyncGenerator<Uint8Array> {
  const reader = body?.getReader();
  let size = 0;
  let complete = false;
  try {
    for (let next = await reader?.read(); next && !next.done; next = await reader?.read()) {
      size += next.value.byteLength;
      if (size > UPLOAD_FILE_MAX_BYTES) throw refuse(413, UPLOAD_MESSAGES.fileTooLarge);
      yield next.value;
    }
    complete = true;
  } finally {
    if (!complete) await reader?.cancel().catch(() => undefined);
  }
  if (size === 0) throw refuse(400, UPLOAD_MESSAGES.empty, '(body)');
}
