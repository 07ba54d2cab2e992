import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_FILE_MAX_BYTES, UPLOAD_MESSAGES } from '../src/shared/constants/uploads.ts';
import { VALID_REQUESTS } from '../src/shared/forms/request-examples.ts';
import { REQUEST_FORM_KINDS } from '../src/shared/forms/request-kinds.ts';
import { toRequestPayload } from '../src/shared/forms/request-payload.ts';
import { createApp } from '../src/server/app.ts';
import { loadConfig, type ServerConfig } from '../src/server/config.ts';
import type { Database } from '../src/server/db/database.ts';
import { readWhole, type FileStorage } from '../src/server/lib/storage/file-storage.ts';
import { uploadStorage } from '../src/server/lib/storage/upload-storage.ts';
import { UploadStore } from '../src/server/lib/uploads/upload-store.ts';
import { UploadTokens } from '../src/server/lib/uploads/upload-tokens.ts';
import { startS3Server, type TestS3Server } from './support/s3-server.ts';
import { PDF, pngOf } from './support/test-images.ts';
import { openTestDatabase } from './support/test-database.ts';

type Stored = { id: string; url: string; path: string };
type ErrorAnswer = { error: string; message: string; fields?: { path: string; message: string }[] };
const DAY = 86_400_000;
const EDITOR = 'redakce-uploady@example.cz';

/**
 * Makes the database refuse to record the upload of a file sent as 'cut-short.png' once after the sequence is reset,
 * and of 'abandoned.png' always: the process stopped after keeping the file and before its row was committed.
 */
const CUT_SHORT = `
  CREATE SEQUENCE upload_cut_short;
  CREATE FUNCTION cut_upload_short() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.original_name = 'abandoned.png' OR (NEW.original_name = 'cut-short.png' AND nextval('upload_cut_short') = 1) THEN
      RAISE EXCEPTION 'the process stopped here';
    END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER cut_upload_short BEFORE INSERT ON uploads FOR EACH ROW EXECUTE FUNCTION cut_upload_short();
`;

let s3: TestS3Server;
/** One database for every process of this file, as processes behind a load balancer share one. */
let db: Database;
beforeAll(async () => {
  s3 = await startS3Server();
  db = await openTestDatabase();
  await db.exec(CUT_SHORT);
});
afterAll(async () => {
  await db.close();
  await s3.close();
});

/** One server process: its own DATA_DIR, the shared database and the given upload settings. */
async function openProcess(settings: Partial<ServerConfig>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'uploads-process-'));
  const config: ServerConfig = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
    checkResponses: true,
    editorEmails: [EDITOR],
    ...settings,
  };
  const { app } = createApp({ db, config });
  const post = async <T>(url: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await app.request(url, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  return { app, config, dataDir, post, storage: uploadStorage(config) };
}
type Process = Awaited<ReturnType<typeof openProcess>>;

/** Step 2 as the browser sends it: to this server's signed address, or straight to the bucket's presigned one. */
const put = (process: Process, url: string, body: Uint8Array) =>
  url.startsWith('/')
    ? process.app.request(url, { method: 'PUT', body: body as Uint8Array<ArrayBuffer> })
    : fetch(url, { method: 'PUT', body: body as Uint8Array<ArrayBuffer> });
const slotOn = async (process: Process, filename: string) =>
  (await process.post<{ id: string; url: string }>('/api/request/getUploadUrl', { filename })).body;
const finishOn = (process: Process, id: string, type: 'image' | 'file' = 'image') =>
  process.post<Stored & ErrorAnswer>(`/api/request/createUpload?type=${type}`, { path: id });

/** Every object of an upload: its body waiting in pending/ and any kept copy. */
async function objectsOf(storage: FileStorage, id: string): Promise<string[]> {
  const keys: string[] = [];
  for (const folder of ['', 'pending/']) {
    for await (const object of storage.list(folder)) if (object.key.includes(id)) keys.push(object.key);
  }
  return keys.sort();
}

const backends: [string, () => Partial<ServerConfig>][] = [
  ['local disk', () => ({ s3: undefined })],
  ['S3-compatible object storage', () => ({ s3: s3.settings })],
];

describe.each(backends)('finishing an upload (createUpload) on %s', (_name, settings) => {
  let one: Process;
  beforeAll(async () => {
    one = await openProcess(settings());
  });
  afterAll(() => rm(one.dataDir, { recursive: true, force: true }));
  const upload = async (filename: string, body: Uint8Array, type: 'image' | 'file' = 'image') => {
    const slot = await slotOn(one, filename);
    expect((await put(one, slot.url, body)).status).toBe(200);
    return { slot, ...(await finishOn(one, slot.id, type)) };
  };

  it('answers a repeated createUpload with the first answer, even after the body was sent again, and keeps one checked copy', async () => {
    const png = pngOf(640, 480);
    const { slot, status, body } = await upload('sklep.png', png);
    expect(status).toBe(200);
    expect(body).toEqual({ id: slot.id, url: `/uploads/${slot.id}.png`, path: `${slot.id}.png` });
    // The bucket takes a body at its address until it expires; this server's own address is spent (403).
    await put(one, slot.url, Buffer.from('<html>not an image</html>'));
    const again = await finishOn(one, slot.id);
    expect(again).toEqual({ status: 200, body });
    expect(await objectsOf(one.storage, slot.id)).toEqual([`${slot.id}.png`]);
    expect((await readWhole(one.storage, `${slot.id}.png`))?.equals(png)).toBe(true);
    expect(await db.query('SELECT 1 FROM upload_slots WHERE id = $1', [slot.id])).toEqual([]);
  });

  it('completes a createUpload cut short after keeping the file when it is sent again, and leaves nothing behind', async () => {
    const png = pngOf(800, 600);
    await db.query("SELECT setval('upload_cut_short', 1, false)");
    const { slot, status } = await upload('cut-short.png', png);
    expect(status).toBe(500);
    const retried = await finishOn(one, slot.id);
    expect(retried).toEqual({
      status: 200,
      body: { id: slot.id, url: `/uploads/${slot.id}.png`, path: `${slot.id}.png` },
    });
    expect(await objectsOf(one.storage, slot.id)).toEqual([`${slot.id}.png`]);
    const served = await one.app.request(retried.body.url);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses content that is not what it is sent as, deletes it, and then has nothing to finish', async () => {
    const { slot, status, body } = await upload('obrazek.png', Buffer.from('Toto není obrázek.\n'));
    expect(status).toBe(400);
    expect(body.fields).toEqual([{ path: 'path', message: UPLOAD_MESSAGES.imageFormat }]);
    expect(await objectsOf(one.storage, slot.id)).toEqual([]);
    expect((await finishOn(one, slot.id)).body.message).toBe(UPLOAD_MESSAGES.notUploaded);
    expect(await db.query('SELECT 1 FROM uploads WHERE id = $1', [slot.id])).toEqual([]);

    const pdfAsImage = await upload('program.png', PDF);
    expect(pdfAsImage.status).toBe(400);
    expect(await objectsOf(one.storage, pdfAsImage.slot.id)).toEqual([]);
  });

  it('removes bodies nobody finished within a day, with the copy an abandoned finish left, and their slots; keeps finished uploads', async () => {
    const finished = await upload('hotovo.png', pngOf(300, 300));
    const unfinished = await slotOn(one, 'rozpracovano.png');
    await put(one, unfinished.url, pngOf(300, 300));
    const abandoned = await upload('abandoned.png', pngOf(300, 300));
    expect(abandoned.status).toBe(500);
    expect(await objectsOf(one.storage, abandoned.slot.id)).toEqual([
      `${abandoned.slot.id}.png`,
      `pending/${abandoned.slot.id}`,
    ]);

    await UploadStore.forConfig(db, one.config).removeStale(Date.now() + 2 * DAY);
    expect(await objectsOf(one.storage, finished.slot.id)).toEqual([`${finished.slot.id}.png`]);
    expect(await objectsOf(one.storage, unfinished.id)).toEqual([]);
    expect(await objectsOf(one.storage, abandoned.slot.id)).toEqual([]);
    expect(
      await db.query('SELECT 1 FROM upload_slots WHERE id = ANY($1::uuid[])', [[unfinished.id, abandoned.slot.id]]),
    ).toEqual([]);
    expect((await one.app.request(finished.body.url)).status).toBe(200);
  });
});

describe('uploads with object storage, each step on another process', () => {
  let processes: Process[];
  let editor: Record<string, string>;
  beforeAll(async () => {
    processes = await Promise.all([1, 2, 3].map(() => openProcess({ s3: s3.settings })));
    const signUp = await a().post<{ accessToken: string; user: { role: string } }>('/api/auth/sign-up', {
      email: EDITOR,
      name: 'Redakce',
      password: 'frankovka-2024',
      passwordConfirmation: 'frankovka-2024',
    });
    expect(signUp.body.user?.role, JSON.stringify(signUp)).toBe('editor');
    editor = { Authorization: `Bearer ${signUp.body.accessToken}` };
  });
  afterAll(() => Promise.all(processes.map((process) => rm(process.dataDir, { recursive: true, force: true }))));
  const processAt = (index: number) => () => {
    const process = processes[index];
    if (!process) throw new Error(`No process ${index}`);
    return process;
  };
  const [a, b, c] = [processAt(0), processAt(1), processAt(2)];
  /** Step 1 on the first process, step 2 to the bucket, step 3 on the second. */
  const uploadAcross = async (filename: string, body: Uint8Array, type: 'image' | 'file' = 'image') => {
    const slot = await slotOn(a(), filename);
    expect(slot.url?.startsWith(`${s3.settings.endpoint}/${s3.settings.bucket}/pending/${slot.id}?`)).toBe(true);
    expect((await put(a(), slot.url, body)).status).toBe(200);
    return { slot, ...(await finishOn(b(), slot.id, type)) };
  };

  it('runs getUploadUrl, the PUT and createUpload on three processes; the third serves the file and its renditions', async () => {
    // A whole picture (pngOf's pixel data is cut short), so that a rendition can be drawn from it.
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 120, g: 40, b: 60 } } })
      .png()
      .toBuffer();
    const { slot, status, body } = await uploadAcross('vinice.png', png);
    expect(status).toBe(200);
    expect(body).toEqual({ id: slot.id, url: `/uploads/${slot.id}.png`, path: `${slot.id}.png` });
    expect(await finishOn(c(), slot.id)).toEqual({ status: 200, body });

    const served = await c().app.request(body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = served.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect((await c().app.request(body.url, { headers: { 'if-none-match': etag } })).status).toBe(304);

    const rendition = await a().app.request(`/img/400x0${body.url}`, { headers: { accept: 'image/webp' } });
    expect(rendition.status).toBe(200);
    expect(rendition.headers.get('content-type')).toBe('image/webp');
    // Nothing of the upload is on any process's disk: only renditions, a cache made again from the bucket.
    for (const process of processes) expect(await readdir(process.dataDir)).not.toContain('uploads');
  });

  it("shows an approved place's image from every process", async () => {
    const png = pngOf(1920, 1024);
    const image = await uploadAcross('vinarstvi.png', png);
    const wine = toRequestPayload('vinar', VALID_REQUESTS.vinar);
    const saved = await a().post<{ id: number }>(REQUEST_FORM_KINDS.vinar.savePath, {
      ...wine,
      title: 'Vinařství U Tří Procesů',
      slug: '',
      image: image.body,
      gallery: [],
    });
    expect(saved.status).toBe(200);
    const approved = await b().post<{ targetId: number }>('/api/review/approve', { id: saved.body.id }, editor);
    expect(approved.status).toBe(200);

    const shown = await c().app.request(`/api/wineEntityDetail?locale=cs&id=${approved.body.targetId}`);
    const detail = (await shown.json()) as { image: { url: string; width: number } | null };
    expect(detail.image).toMatchObject({ url: image.body.url, width: 1920 });
    for (const process of processes) {
      const served = await process.app.request(image.body.url);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    }
  });

  it('refuses at createUpload a body over the file limit that the bucket took, and deletes it', async () => {
    const { slot, status, body } = await uploadAcross(
      'velky.pdf',
      Buffer.alloc(UPLOAD_FILE_MAX_BYTES + 1, 0x25),
      'file',
    );
    expect(status).toBe(413);
    expect(body.message).toBe(UPLOAD_MESSAGES.fileTooLarge);
    expect(await objectsOf(a().storage, slot.id)).toEqual([]);
  });

  it("hands out no address of this server and takes no body there, even one signed with this server's secret", async () => {
    const slot = await slotOn(a(), 'a.png');
    const token = await new UploadTokens(a().config.uploadsDir, undefined).sign(slot.id, 600);
    const refused = await a().app.request(`/api/request/upload?token=${token}`, {
      method: 'PUT',
      body: pngOf(300, 300) as Uint8Array<ArrayBuffer>,
    });
    expect(refused.status).toBe(403);
    expect(await objectsOf(a().storage, slot.id)).toEqual([]);
  });

  it("lets the app's pages send bodies to the bucket: the CSP's connect-src names its origin", async () => {
    const response = await a().app.request('/api/health');
    const connect = /connect-src ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ');
    expect(connect).toContain(new URL(s3.settings.endpoint).origin);
  });
});
