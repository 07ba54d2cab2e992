import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../../tests/support/s3-server.ts';
import { readWhole } from './file-storage.ts';
import { mediaKeyOf, mediaStorage } from './media-storage.ts';
import { S3Storage } from './s3-storage.ts';

let s3: TestS3Server;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3Server('media');
  dataDir = await mkdtemp(path.join(tmpdir(), 'media-storage-'));
});
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

const settingsOf = (s3Settings: TestS3Server['settings'] | undefined) => ({
  mediaDir: path.join(dataDir, 'media'),
  uploadsDir: path.join(dataDir, 'uploads'),
  s3: s3Settings,
});

describe('media storage', () => {
  it("keeps media in the bucket's media/ folder when object storage is set, beside the uploads and apart from them", async () => {
    await mediaStorage(settingsOf(s3.settings)).write('seed/wine-1.svg', Buffer.from('<svg/>'));
    const bucket = new S3Storage(s3.settings);
    expect((await readWhole(bucket, 'media/seed/wine-1.svg'))?.toString()).toBe('<svg/>');
    expect(await bucket.stat('seed/wine-1.svg')).toBeUndefined();
  });

  it('keeps media in DATA_DIR/media without object storage', async () => {
    await mediaStorage(settingsOf(undefined)).write('seed/wine-2.svg', Buffer.from('<svg/>'));
    expect(await readFile(path.join(dataDir, 'media', 'seed', 'wine-2.svg'), 'utf8')).toBe('<svg/>');
  });

  it('takes the key of an address path, percent-encoded or not, and refuses one that would leave the folder', () => {
    expect(mediaKeyOf('seed/wine-1.svg')).toBe('seed/wine-1.svg');
    expect(mediaKeyOf('seed%2Faudio%2Fepisode-1.wav')).toBe('seed/audio/episode-1.wav');
    for (const unsafe of [
      '../secret.png',
      'seed/..%2f..%2fsecret.png',
      '%2e%2e/secret.png',
      '.hidden',
      'seed//a.svg',
      '/etc/passwd',
      '',
      'a%00.svg',
      '%E0%A4%A',
    ]) {
      expect(mediaKeyOf(unsafe), unsafe).toBeUndefined();
    }
  });
});
