/** What a stored object is: its length, a validator that changes whenever its content does, and when it was written. */
export interface StoredObject {
  readonly size: number;
  /** Quoted, as an HTTP ETag. */
  readonly etag: string;
  readonly modifiedMs: number;
}

/** The first bytes of an object (all of it when it is shorter), with what the whole object is. */
export interface ObjectHead extends StoredObject {
  readonly bytes: Buffer;
}

export interface ObjectBody extends StoredObject {
  readonly body: ReadableStream<Uint8Array>;
}

export interface ListedObject {
  readonly key: string;
  readonly modifiedMs: number;
}

/**
 * Where uploaded files are kept (DESIGN.md "Uploads"): a folder on this machine's disk or an S3-compatible bucket.
 * Keys are relative paths with '/' between folders; a key is never taken from a request without checking it first.
 */
export interface FileStorage {
  /**
   * The address a browser PUTs the body of `key` to itself (a presigned request), for a storage that takes bodies
   * directly; absent when this server receives the body and writes it.
   */
  readonly uploadUrl?: (key: string, ttlSeconds: number) => Promise<string>;
  /** Keeps the whole body under `key`, replacing what was there; an error thrown by the body leaves nothing behind. */
  write(key: string, body: AsyncIterable<Uint8Array> | Uint8Array): Promise<void>;
  stat(key: string): Promise<StoredObject | undefined>;
  /** At most `length` bytes from the start, read from the same version of the object as the returned validator. */
  readHead(key: string, length: number): Promise<ObjectHead | undefined>;
  open(key: string): Promise<ObjectBody | undefined>;
  /** Copies `from` to `to` (replacing it); false when `from` does not exist. */
  copy(from: string, to: string): Promise<boolean>;
  /** Removes `key`; a key that does not exist is no error. */
  remove(key: string): Promise<void>;
  /** The objects directly in the folder `prefix` (ending with '/'), not in its subfolders. */
  list(prefix: string): AsyncIterable<ListedObject>;
}

/** A whole object in memory; undefined when it does not exist. */
export async function readWhole(storage: FileStorage, key: string): Promise<Buffer | undefined> {
  const object = await storage.open(key);
  if (!object) return undefined;
  return Buffer.from(await new Response(object.body).arrayBuffer());
}
