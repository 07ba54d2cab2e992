import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_FILE_MAX_BYTES, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_MESSAGES } from '../../../shared/constants/uploads.ts';
import { createApp } from '../../app.ts';
import { UploadTokens } from '../../lib/uploads/upload-tokens.ts';
import { PDF, pngOf } from '../../../../tests/support/test-images.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type ErrorAnswer = { error: string; message: string; fields?: { path: string; message: string }[] };
type Stored = { id: string; url: string; path: string };
const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

describe('uploads: signed address, PUT, content check, serving', () => {
  let t: TestApp;
  let dataDir: string;
  let uploadsDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'uploads-test-'));
    uploadsDir = path.join(dataDir, 'uploads');
    t = await openTestApp({ dataDir, uploadsDir, uploadSecret: SECRET });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const address = async (filename: string) => {
    const { status, body } = await t.postJson<{ id: string; url: string }>('/api/request/getUploadUrl', { filename });
    expect(status).toBe(200);
    return body;
  };
  const put = (url: string, body: Uint8Array, headers: Record<string, string> = {}) =>
    t.app.request(url, { method: 'PUT', body: body as Uint8Array<ArrayBuffer>, headers });
  const finish = (id: string, type: 'image' | 'file') =>
    t.postJson<Stored & ErrorAnswer>(`/api/request/createUpload?type=${type}`, { path: id });
  /** The three steps for one file; the answer of the third. */
  const upload = async (filename: string, bytes: Uint8Array, type: 'image' | 'file') => {
    const slot = await address(filename);
    expect((await put(slot.url, bytes)).status).toBe(200);
    return { slot, ...(await finish(slot.id, type)) };
  };

  it('signs a short-lived address on this server', async () => {
    const slot = await address('sklep.jpg');
    expect(slot.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(slot.url).toMatch(/^\/api\/request\/upload\?token=[\w.-]+$/);
  });

  it('takes a PNG named .txt as an image (the bytes decide), stores it and serves it with its type', async () => {
    const png = pngOf(640, 480);
    const { status, body, slot } = await upload('fotka.txt', png, 'image');
    expect(status).toBe(200);
    expect(body).toEqual({ id: slot.id, url: `/uploads/${slot.id}.png`, path: `${slot.id}.png` });
    const [row] = await t.db.query<{
      kind: string;
      mime: string;
      width: number;
      height: number;
      original_name: string;
      size: number;
    }>('SELECT kind, mime, width, height, original_name, size FROM uploads WHERE id = $1', [slot.id]);
    expect(row).toEqual({
      kind: 'image',
      mime: 'image/png',
      width: 640,
      height: 480,
      original_name: 'fotka.txt',
      size: png.length,
    });
    const served = await t.app.request(body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect(existsSync(path.join(uploadsDir, 'pending', slot.id))).toBe(false);
  });

  it('answers a repeated third step with what the first stored', async () => {
    const { body, slot } = await upload('znovu.png', pngOf(300, 300), 'image');
    expect((await finish(slot.id, 'image')).body).toEqual(body);
  });

  it("refuses a text file named .png as an image with the spec's formats, and keeps nothing", async () => {
    const { status, body, slot } = await upload('obrazek.png', Buffer.from('Toto není obrázek, jen text.\n'), 'image');
    expect(status).toBe(400);
    expect(body.fields).toEqual([{ path: 'path', message: 'Obrázek musí být ve formátu JPEG nebo PNG.' }]);
    expect(await t.db.query('SELECT 1 FROM uploads WHERE id = $1', [slot.id])).toEqual([]);
    expect(body.message).toBe(UPLOAD_MESSAGES.imageFormat);
  });

  it.each([
    ['too small', pngOf(199, 800), UPLOAD_MESSAGES.imageTooSmall],
    ['too wide', pngOf(12_001, 300), UPLOAD_MESSAGES.imageTooWide],
    ['too many pixels', pngOf(7000, 7000), UPLOAD_MESSAGES.imageTooManyPixels],
  ])('refuses an image that is %s, naming the limit', async (_name, png, message) => {
    const { status, body } = await upload('obrazek.png', png, 'image');
    expect(status).toBe(400);
    expect(body.fields).toEqual([{ path: 'path', message }]);
    expect(message).toMatch(/\d/);
  });

  it('takes a PDF as a file and serves it as a PDF download; refuses text as a file', async () => {
    const pdf = await upload('program.pdf', PDF, 'file');
    expect(pdf.status).toBe(200);
    expect(pdf.body.url).toBe(`/uploads/${pdf.slot.id}.pdf`);
    const served = await t.app.request(pdf.body.url);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    const text = await upload('program.pdf', Buffer.from('jen text'), 'file');
    expect(text.status).toBe(400);
    expect(text.body.fields).toEqual([{ path: 'path', message: UPLOAD_MESSAGES.fileFormat }]);
    const pdfAsImage = await upload('obrazek.png', PDF, 'image');
    expect(pdfAsImage.status).toBe(400);
  });

  it('refuses a tampered, expired, foreign or spent address with 403', async () => {
    const slot = await address('a.png');
    const token = new URL(slot.url, 'http://x').searchParams.get('token') ?? '';
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await put(`/api/request/upload?token=${tampered}`, pngOf(300, 300))).status).toBe(403);
    const expired = await new UploadTokens(uploadsDir, SECRET).sign(slot.id, -1);
    const refused = await put(`/api/request/upload?token=${expired}`, pngOf(300, 300));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorAnswer).message).toBe(UPLOAD_MESSAGES.badLink);
    const foreign = await new UploadTokens(uploadsDir, 'another-secret-of-at-least-thirty-two-chars').sign(
      slot.id,
      600,
    );
    expect((await put(`/api/request/upload?token=${foreign}`, pngOf(300, 300))).status).toBe(403);
    const done = await upload('b.png', pngOf(300, 300), 'image');
    expect((await put(done.slot.url, pngOf(300, 300))).status).toBe(403);
  });

  it('refuses a body over the file limit with 413, by its declared length or by counting, and keeps nothing', async () => {
    const slot = await address('velky.pdf');
    const declared = await put(slot.url, Buffer.alloc(10), { 'content-length': String(UPLOAD_FILE_MAX_BYTES + 1) });
    expect(declared.status).toBe(413);
    const counted = await put(slot.url, Buffer.alloc(UPLOAD_FILE_MAX_BYTES + 1));
    expect(counted.status).toBe(413);
    expect(((await counted.json()) as ErrorAnswer).message).toBe(UPLOAD_MESSAGES.fileTooLarge);
    expect(
      (await readdir(path.join(uploadsDir, 'pending'))).filter(
        (name) => name.startsWith(slot.id) && !name.endsWith('.name'),
      ),
    ).toEqual([]);
    expect((await put(slot.url, Buffer.alloc(0))).status).toBe(400);
  });

  it('refuses an image over the image limit with 413 at the check', async () => {
    const { status, body } = await upload('velky.png', pngOf(1000, 1000, UPLOAD_IMAGE_MAX_BYTES), 'image');
    expect(status).toBe(413);
    expect(body.message).toBe(UPLOAD_MESSAGES.imageTooLarge);
  });

  it('serves only stored upload names: no path traversal, no other files', async () => {
    await writeFile(path.join(dataDir, 'secret.txt'), 'tajné');
    for (const attempt of [
      '/uploads/..%2Fsecret.txt',
      '/uploads/%2e%2e%2fsecret.txt',
      '/uploads/../secret.txt',
      '/uploads/.upload-secret',
      `/uploads/${randomUUID()}.png`,
      '/uploads/pending',
      `/uploads/${randomUUID()}.txt`,
    ]) {
      const response = await t.app.request(attempt);
      expect([404], attempt).toContain(response.status);
      expect(await response.text()).not.toContain('tajné');
    }
    expect((await finish('../secret.txt', 'image')).status).toBe(400);
    expect((await t.postJson('/api/request/getUploadUrl', { filename: '../../etc/passwd' })).status).toBe(400);
  });

  it('removes pending files older than a day when the server starts', async () => {
    const pending = path.join(uploadsDir, 'pending');
    await mkdir(pending, { recursive: true });
    const old = path.join(pending, randomUUID());
    const fresh = path.join(pending, randomUUID());
    await writeFile(old, 'x');
    await writeFile(fresh, 'y');
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await utimes(old, twoDaysAgo, twoDaysAgo);
    createApp({
      db: t.db,
      config: {
        ...(await import('../../config.ts')).loadConfig({ NODE_ENV: 'test' }),
        dataDir,
        uploadsDir,
        uploadSecret: SECRET,
      },
    });
    await expect.poll(() => existsSync(old)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });
});
