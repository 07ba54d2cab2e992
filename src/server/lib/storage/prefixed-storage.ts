import type { FileStorage, ListedObject, ObjectBody, ObjectHead, StoredObject } from './file-storage.ts';

/** One folder of another storage as a storage of its own: every key is read and written under `prefix`. */
export class PrefixedStorage implements FileStorage {
  constructor(
    private readonly inner: FileStorage,
    /** A folder, ending with '/'. */
    private readonly prefix: string,
  ) {
    if (!prefix.endsWith('/')) throw new Error(`A storage folder ends with '/': ${JSON.stringify(prefix)}`);
  }

  write(key: string, body: AsyncIterable<Uint8Array> | Uint8Array): Promise<void> {
    return this.inner.write(this.prefix + key, body);
  }

  stat(key: string): Promise<StoredObject | undefined> {
    return this.inner.stat(this.prefix + key);
  }

  readHead(key: string, length: number): Promise<ObjectHead | undefined> {
    return this.inner.readHead(this.prefix + key, length);
  }

  open(key: string): Promise<ObjectBody | undefined> {
    return this.inner.open(this.prefix + key);
  }

  copy(from: string, to: string): Promise<boolean> {
    return this.inner.copy(this.prefix + from, this.prefix + to);
  }

  remove(key: string): Promise<void> {
    return this.inner.remove(this.prefix + key);
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    for await (const object of this.inner.list(this.prefix + prefix)) {
      yield { ...object, key: object.key.slice(this.prefix.length) };
    }
  }
}
