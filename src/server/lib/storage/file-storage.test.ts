import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../../tests/support/s3-server.ts';
import { DiskStorage } from './disk-storage.ts';
import { readWhole, type FileStorage } from './file-storage.ts';
import { PrefixedStorage } from './prefixed-storage.ts';
import { S3Storage } from './s3-storage.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array | undefined) => (data ? new TextDecoder().decode(data) : undefined);
const keysOf = async (listing: AsyncIterable<{ key: string }>) => {
  const keys: string[] = [];
  for await (const object of listing) keys.push(object.key);
  return keys.sort();
};
const aMinute = 60_000;

let s3: TestS3Server;
let diskRoot: string;
beforeAll(async () => {
  s3 = await startS3Server('contract');
  diskRoot = await mkdtemp(path.join(tmpdir(), 'disk-storage-'));
});
afterAll(async () => {
  await s3.close();
  await rm(diskRoot, { recursive: true, force: true });
});

const backends: [string, () => FileStorage][] = [
  ['local disk', () => new DiskStorage(diskRoot)],
  ['S3-compatible object storage', () => new S3Storage(s3.settings)],
  ['a folder of S3-compatible object storage', () => new PrefixedStorage(new S3Storage(s3.settings), 'media/')],
];

describe.each(backends)('file storage contract: %s', (_name, make) => {
  let storage: FileStorage;
  /** A folder of its own for every test. */
  let folder: string;
  beforeAll(() => {
    storage = make();
  });
  const fresh = () => {
    folder = `${randomUUID()}/`;
    return folder;
  };

  it('keeps a body under its key and gives it back whole, from its start, and described', async () => {
    const key = `${fresh()}sklep.txt`;
    await storage.write(key, bytes('Frankovka 2021'));
    const stored = await storage.stat(key);
    expect(stored).toMatchObject({ size: 14, etag: expect.stringMatching(/^".+"$/) });
    expect(Math.abs((stored?.modifiedMs ?? 0) - Date.now())).toBeLessThan(aMinute);
    const head = await storage.readHead(key, 9);
    expect(text(head?.bytes)).toBe('Frankovka');
    expect(head).toMatchObject({ size: 14, etag: stored?.etag });
    expect(text((await storage.readHead(key, 1000))?.bytes)).toBe('Frankovka 2021');
    expect(text(await readWhole(storage, key))).toBe('Frankovka 2021');
    const opened = await storage.open(key);
    expect(opened).toMatchObject({ size: 14, etag: stored?.etag });
    await opened?.body.cancel();
  });

  it('reads an empty object as no bytes of length 0', async () => {
    const key = `${fresh()}empty`;
    await storage.write(key, new Uint8Array(0));
    const head = await storage.readHead(key, 100);
    expect(head?.size).toBe(0);
    expect(head?.bytes.length).toBe(0);
  });

  it('takes a streamed body, and keeps nothing of a body that fails half-way', async () => {
    const key = `${fresh()}streamed`;
    await storage.write(
      key,
      (async function* () {
        yield bytes('Ryzlink ');
        yield bytes('rýnský');
      })(),
    );
    expect(text(await readWhole(storage, key))).toBe('Ryzlink rýnský');

    const broken = `${folder}broken`;
    const failing = (async function* () {
      yield bytes('half of it');
      throw new Error('connection lost');
    })();
    await expect(storage.write(broken, failing)).rejects.toThrow('connection lost');
    expect(await storage.stat(broken)).toBeUndefined();
    expect(await keysOf(storage.list(folder))).toEqual([key]);
  });

  it('gives new content under a key a new validator, even of the same length', async () => {
    const key = `${fresh()}version`;
    await storage.write(key, bytes('first'));
    const first = await storage.stat(key);
    await storage.write(key, bytes('again'));
    const second = await storage.stat(key);
    expect(second?.etag).not.toBe(first?.etag);
    expect(text(await readWhole(storage, key))).toBe('again');
  });

  it('copies an object, which stays as it was when its source changes; a missing source copies nothing', async () => {
    const source = `${fresh()}pending`;
    const target = `${folder}kept.png`;
    await storage.write(source, bytes('checked'));
    expect(await storage.copy(source, target)).toBe(true);
    await storage.write(source, bytes('sent again'));
    expect(text(await readWhole(storage, target))).toBe('checked');
    expect(await storage.copy(`${folder}missing`, `${folder}other`)).toBe(false);
    expect(await storage.stat(`${folder}other`)).toBeUndefined();
  });

  it('removes an object; removing one that is not there is no error', async () => {
    const key = `${fresh()}gone`;
    await storage.write(key, bytes('x'));
    await storage.remove(key);
    expect(await storage.stat(key)).toBeUndefined();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('answers nothing for a key that is not there', async () => {
    const key = `${fresh()}nothing`;
    expect(await storage.stat(key)).toBeUndefined();
    expect(await storage.readHead(key, 10)).toBeUndefined();
    expect(await storage.open(key)).toBeUndefined();
    expect(await readWhole(storage, key)).toBeUndefined();
  });

  it('lists the objects directly in a folder, with when they were written', async () => {
    const base = fresh();
    for (const key of [`${base}pending/a`, `${base}pending/b`, `${base}pending/deeper/c`, `${base}kept.png`])
      await storage.write(key, bytes(key));
    const listed: { key: string; modifiedMs: number }[] = [];
    for await (const object of storage.list(`${base}pending/`)) listed.push(object);
    expect(listed.map((object) => object.key).sort()).toEqual([`${base}pending/a`, `${base}pending/b`]);
    expect(listed.every((object) => Math.abs(object.modifiedMs - Date.now()) < aMinute)).toBe(true);
    expect(await keysOf(storage.list(`${base}nothing-here/`))).toEqual([]);
  });
});

describe('local disk storage', () => {
  it('refuses a key that could leave its folder or reach a hidden file', async () => {
    const storage = new DiskStorage(diskRoot);
    for (const key of [
      '../outside',
      'a/../../outside',
      '.upload-secret',
      'pending/.hidden',
      'a//b',
      '',
      '/etc/passwd',
    ]) {
      await expect(storage.write(key, bytes('x')), key).rejects.toThrow('Not a storage key');
      await expect(storage.stat(key), key).rejects.toThrow('Not a storage key');
    }
    expect(await readdir(path.dirname(diskRoot))).not.toContain('outside');
  });
});

describe('S3 storage: the presigned address a browser sends a body to', () => {
  const page = 'http://localhost:4173';

  it('takes a PUT from a page on another origin (the bucket allows it by CORS) and keeps the body', async () => {
    const storage = new S3Storage(s3.settings);
    const key = `${randomUUID()}/pending/body`;
    const url = await storage.uploadUrl(key, 600);
    expect(url.startsWith(`${s3.settings.endpoint}/${s3.settings.bucket}/`)).toBe(true);
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: page,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type,accept',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    const put = await fetch(url, {
      method: 'PUT',
      body: bytes('obrázek'),
      headers: { origin: page, 'content-type': 'image/png', accept: 'application/json' },
    });
    expect(put.status).toBe(200);
    expect(put.headers.get('access-control-allow-origin')).toBe('*');
    expect(text(await readWhole(storage, key))).toBe('obrázek');
  });

  it('refuses a PUT after the address expired, or one carrying other credentials', async () => {
    const storage = new S3Storage(s3.settings);
    const key = `${randomUUID()}/pending/body`;
    const expiring = await storage.uploadUrl(key, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(expiring, { method: 'PUT', body: bytes('late') })).status).toBe(403);
    const url = await storage.uploadUrl(key, 600);
    expect(
      (await fetch(url, { method: 'PUT', body: bytes('x'), headers: { authorization: 'Bearer session-token' } }))
        .status,
    ).toBe(400);
    expect(await storage.stat(key)).toBeUndefined();
  });
});
