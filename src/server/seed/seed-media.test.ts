import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../tests/support/s3-server.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import { registerImageRoutes } from '../lib/images/image-routes.ts';
import { mediaStorage } from '../lib/storage/media-storage.ts';
import { registerMediaRoutes } from '../lib/web/media-routes.ts';
import { seedEpisodeAudio } from './podcast-audio.ts';
import { Random } from './random.ts';
import { createSeedMedia, MEDIA_KINDS } from './seed-media.ts';

let s3: TestS3Server;
const dataDirs: string[] = [];
beforeAll(async () => {
  s3 = await startS3Server('seed-media');
});
afterAll(async () => {
  await s3.close();
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A process's settings: a DATA_DIR of its own and the given object storage. */
async function processConfig(s3Settings: ServerConfig['s3']): Promise<ServerConfig> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'seed-media-'));
  dataDirs.push(dataDir);
  return { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), s3: s3Settings };
}

/** What a process serves of the media: /media/… and /img/… renditions of them. */
function mediaApp(config: ServerConfig): Hono {
  const app = new Hono();
  registerImageRoutes(app, config);
  registerMediaRoutes(app, mediaStorage(config));
  return app;
}

describe('seed media', () => {
  it('are written to object storage by the seeding process and served by another process with a DATA_DIR of its own', async () => {
    const seeding = await processConfig(s3.settings);
    const other = await processConfig(s3.settings);
    const media = await createSeedMedia(new Random(7), mediaStorage(seeding));
    const image = media.image('cellar', 3);
    expect(image.url).toBe('/media/seed/cellar-3.svg');
    await media.flush();

    const app = mediaApp(other);
    const served = await app.request(image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(await served.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1600" height="900"/);
    const rendition = await app.request(`/img/400x0${image.url}`, { headers: { accept: 'image/webp' } });
    expect(rendition.status).toBe(200);
    expect(rendition.headers.get('content-type')).toBe('image/webp');
    const audio = await app.request(seedEpisodeAudio(0).url);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    // Neither process keeps the media on its disk.
    for (const config of [seeding, other]) expect(await readdir(config.dataDir)).not.toContain('media');
  });

  it('are written to DATA_DIR/media without object storage, and served from there', async () => {
    const config = await processConfig(undefined);
    const media = await createSeedMedia(new Random(7), mediaStorage(config));
    const images = MEDIA_KINDS.flatMap((kind) => [media.image(kind, 11), media.image(kind, 12), media.image(kind, 11)]);
    const logo = media.logo('Vinařství Mikulov');
    await media.flush();
    // One file per picture handed out (the same index twice is one picture), and one per logo.
    expect((await readdir(path.join(config.mediaDir, 'seed'))).filter((name) => name.endsWith('.svg'))).toHaveLength(
      MEDIA_KINDS.length * 2 + 1,
    );
    for (const image of [...images, logo]) expect((await mediaApp(config).request(image.url)).status).toBe(200);
  });

  it('are the same bytes for the same random seed, so a second seeding writes what the first did', async () => {
    const [first, second] = [await processConfig(undefined), await processConfig(undefined)];
    // The second seeding asks for its pictures in another order: the bytes must not depend on it.
    const firstMedia = await createSeedMedia(new Random(7), mediaStorage(first));
    const secondMedia = await createSeedMedia(new Random(7), mediaStorage(second));
    firstMedia.image('cellar', 1);
    const { url } = firstMedia.image('vineyard', 5);
    secondMedia.image('vineyard', 5);
    secondMedia.image('cellar', 1);
    await Promise.all([firstMedia.flush(), secondMedia.flush()]);
    expect(url).toBe('/media/seed/vineyard-5.svg');
    expect(await (await mediaApp(first).request(url)).text()).toBe(await (await mediaApp(second).request(url)).text());
  });
});
