import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageUrl } from '../../../shared/domain/image-url.ts';
import { registerImageRoutes } from './image-routes.ts';

const UPLOAD = '0b3f1e9a-1111-4222-8333-444455556666.png';
const WEBP = 'image/avif,image/webp,image/apng,*/*;q=0.8';

/** Red left half, blue right half: which colour a crop shows tells where it was cut. */
async function halvesPng(width: number, height: number): Promise<Buffer> {
  const half = (r: number, b: number) => ({
    input: { create: { width: width / 2, height, channels: 3 as const, background: { r, g: 0, b } } },
  });
  return sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .composite([
      { ...half(255, 0), left: 0, top: 0 },
      { ...half(0, 255), left: width / 2, top: 0 },
    ])
    .png()
    .toBuffer();
}

async function pixels(response: Response) {
  const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return { r: data[i] ?? 0, g: data[i + 1] ?? 0, b: data[i + 2] ?? 0 };
  };
  return { width: info.width, height: info.height, at };
}

const isRed = (p: { r: number; b: number }) => p.r > 200 && p.b < 60;
const isBlue = (p: { r: number; b: number }) => p.b > 200 && p.r < 60;

describe('image route', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'img-route-'));
  const mediaDir = path.join(dataDir, 'media');
  const uploadsDir = path.join(dataDir, 'uploads');
  const app = new Hono();
  registerImageRoutes(app, { dataDir, mediaDir, uploadsDir, s3: undefined });
  const get = (url: string, accept = WEBP, headers: Record<string, string> = {}) =>
    app.request(url, { headers: { accept, ...headers } });

  beforeAll(async () => {
    mkdirSync(path.join(mediaDir, 'seed'), { recursive: true });
    mkdirSync(uploadsDir, { recursive: true });
    writeFileSync(
      path.join(mediaDir, 'seed', 'landscape.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="#a7c957"/></svg>',
    );
    writeFileSync(path.join(mediaDir, 'seed', 'halves.png'), await halvesPng(400, 200));
    writeFileSync(path.join(uploadsDir, UPLOAD), await halvesPng(400, 200));
    writeFileSync(path.join(dataDir, 'secret.png'), await halvesPng(400, 200));
    writeFileSync(path.join(mediaDir, 'seed', 'notes.txt'), 'not an image');
    writeFileSync(path.join(mediaDir, 'seed', 'broken.png'), 'not really a png');
  });

  it('resizes to the asked width and keeps the proportions when the height is 0', async () => {
    const response = await get('/img/800x0/media/seed/landscape.svg');
    expect(response.status).toBe(200);
    const image = await pixels(response);
    expect([image.width, image.height]).toEqual([800, 450]);
    const capped = await pixels(await get('/img/1920x0/media/seed/landscape.svg'));
    expect([capped.width, capped.height]).toEqual([1920, 1080]);
  });

  it('crops a card to the address imageUrl gives, at quality 75 by default', async () => {
    const url = imageUrl({ url: '/media/seed/landscape.svg', focalPoint: null }, { width: 418, height: 244 });
    expect(url).toBe('/img/500x292/media/seed/landscape.svg?q=75');
    const image = await pixels(await get(url));
    expect([image.width, image.height]).toEqual([500, 292]);
  });

  it('crops around the focal point', async () => {
    const left = await pixels(await get('/img/100x100/media/seed/halves.png?fp=0.00,0.50'));
    expect([left.width, left.height]).toEqual([100, 100]);
    expect(isRed(left.at(10, 50)) && isRed(left.at(90, 50))).toBe(true);

    const right = await pixels(await get('/img/100x100/media/seed/halves.png?fp=1.00,0.50'));
    expect(isBlue(right.at(10, 50)) && isBlue(right.at(90, 50))).toBe(true);

    const centre = await pixels(await get('/img/100x100/media/seed/halves.png'));
    expect(isRed(centre.at(20, 50))).toBe(true);
    expect(isBlue(centre.at(80, 50))).toBe(true);
  });

  it('answers WebP to a browser that takes it and JPEG to one that does not', async () => {
    const webp = await get('/img/400x0/uploads/' + UPLOAD);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).format).toBe('webp');
    const jpeg = await get('/img/400x0/uploads/' + UPLOAD, 'image/png,image/*;q=0.8');
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).format).toBe('jpeg');
    expect(jpeg.headers.get('vary')).toBe('Accept');
  });

  it('uses less detail at a lower quality and clamps the quality to 30–90', async () => {
    const size = async (q: string) =>
      (await (await get(`/img/1000x0/media/seed/halves.png?q=${q}`, 'image/jpeg')).arrayBuffer()).byteLength;
    const [low, clampedLow, high, clampedHigh] = [
      await size('30'),
      await size('5'),
      await size('90'),
      await size('100'),
    ];
    expect(clampedLow).toBe(low);
    expect(clampedHigh).toBe(high);
    expect(low).toBeLessThan(high);
  });

  it('refuses a width off the steps, a too tall crop and malformed parameters with 400 naming the field', async () => {
    for (const [url, field] of [
      ['/img/450x0/media/seed/landscape.svg', 'width'],
      ['/img/2000x0/media/seed/landscape.svg', 'width'],
      ['/img/0x0/media/seed/landscape.svg', 'width'],
      ['/img/400x9000/media/seed/landscape.svg', 'height'],
      ['/img/400x0/media/seed/landscape.svg?q=high', 'q'],
      ['/img/400x0/media/seed/landscape.svg?fp=2,0.5', 'fp'],
      ['/img/400x0/media/seed/landscape.svg?fp=x', 'fp'],
    ] as const) {
      const response = await get(url);
      expect(response.status, url).toBe(400);
      const body = (await response.json()) as { error: string; fields: { path: string }[] };
      expect(body.error).toBe('validation_failed');
      expect(
        body.fields.map((f) => f.path),
        url,
      ).toEqual([field]);
    }
  });

  it('never reads outside the media and upload folders, and answers 404 for a missing or unreadable source', async () => {
    for (const url of [
      '/img/400x0/media/..%2fsecret.png',
      '/img/400x0/media/%2e%2e/secret.png',
      '/img/400x0/media/seed/..%2f..%2f..%2fsecret.png',
      '/img/400x0/uploads/..%2fsecret.png',
      '/img/400x0/uploads/secret.png',
      '/img/400x0/secret.png',
      '/img/400x0/media/seed/missing.svg',
      '/img/400x0/media/seed/notes.txt',
      '/img/400x0/media/seed/broken.png',
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-type'), url).toContain('application/json');
    }
  });

  it('keeps a rendition on disk and serves the second request from it, immutable with an ETag', async () => {
    const url = '/img/300x200/media/seed/halves.png?q=60&fp=0.25,0.50';
    const first = await get(url);
    expect(first.headers.get('x-image-cache')).toBe('miss');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    const cached = readdirSync(path.join(dataDir, 'cache', 'img'), { recursive: true })
      .map(String)
      .filter((f) => f.includes(etag?.slice(1, -1) ?? '-'));
    expect(cached).toHaveLength(1);

    const second = await get(url);
    expect(second.headers.get('x-image-cache')).toBe('hit');
    expect(second.headers.get('etag')).toBe(etag);
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);

    const revalidated = await get(url, WEBP, { 'if-none-match': etag ?? '' });
    expect(revalidated.status).toBe(304);
  });

  it('makes one rendition for requests that arrive together', async () => {
    const url = '/img/600x0/media/seed/landscape.svg?q=50';
    const answers = await Promise.all([get(url), get(url), get(url)]);
    expect(answers.map((a) => a.headers.get('x-image-cache')).filter((c) => c === 'miss')).toHaveLength(1);
  });
});
