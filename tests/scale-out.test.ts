import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_REQUESTS } from '../src/shared/forms/request-examples.ts';
import { REQUEST_FORM_KINDS } from '../src/shared/forms/request-kinds.ts';
import { toRequestPayload } from '../src/shared/forms/request-payload.ts';
import { adminQuery } from './support/postgres-admin.ts';
import { startNginx, upstreamPortOf, type Nginx } from './support/nginx.ts';
import { startS3Server, type TestS3Server } from './support/s3-server.ts';
import { freePort, healthStatus, serving, startServerProcess, type ServerProcess } from './support/server-process.ts';

const EDITOR = 'redakce-skalovani@example.cz';
const TITLE = 'Vinařství Škálovací Sklípek';
/** The list and the map are filtered by a word of the title as typed; the site search is asked without diacritics. */
const TERM = 'Škálovací';
const SEARCH_TERM = 'skalovaci';
const PASSWORD = 'frankovka-2024';
const SEEDED_BY = 'Seeding the data set';

interface Answer<T> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
  /** The port of the server process that answered, as nginx tells it. */
  readonly upstream: number;
}

async function send<T>(
  base: string,
  target: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${base}${target}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const type = response.headers.get('content-type') ?? '';
  const body = (type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer())) as T;
  return {
    status: response.status,
    body,
    headers: response.headers,
    upstream: upstreamPortOf(response.headers.get('x-upstream')),
  };
}

const LIST = `/api/wineEntity?locale=cs&s=${encodeURIComponent(TERM)}`;
const SEARCH = `/api/search?locale=cs&query=${SEARCH_TERM}`;
const MAP = `/api/map?locale=cs&s=${encodeURIComponent(TERM)}`;
/** A map every visitor asks for (all points): stored per catalogue version and copied by each process that sends it. */
const SHARED_MAP = '/api/map?locale=cs';

type Listed = { items: { id: number; title: string; image: { url: string } | null }[]; count: number };
type Searched = Record<string, unknown> & { counts: Record<string, number> };
type Mapped = { items: { id: number; title: string; image: string | null }[] };

// PGlite is embedded in one process and its folder admits no second one: processes can share only a PostgreSQL
// database, so vitest.config.ts leaves this file out of the PGlite run and it runs in the PostgreSQL one (CI).
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl)
  throw new Error('tests/scale-out.test.ts needs TEST_DATABASE_URL, a PostgreSQL server to make its database in');

describe('scale-out: server processes on one PostgreSQL behind nginx, uploads in object storage', () => {
  const databaseName = `scale_out_${randomBytes(4).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  let s3: TestS3Server;
  let nginx: Nginx;
  let nginxPort: number;
  let a: ServerProcess;
  let b: ServerProcess;

  const admin = (sql: string) => adminQuery(serverUrl, sql);

  /** A server process with a DATA_DIR of its own, on the shared database and bucket; resolves once it serves. */
  const startProcess = async (): Promise<ServerProcess> => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'scale-out-'));
    dataDirs.push(dataDir);
    const server = await startServerProcess({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      EDITOR_EMAILS: EDITOR,
      SMTP_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
      S3_ENDPOINT: s3.settings.endpoint,
      S3_BUCKET: s3.settings.bucket,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      S3_REGION: s3.settings.region,
      // Behind this nginx every request comes from 127.0.0.1: the test's concurrent searches must not meet the
      // per-address limit meant for one visitor.
      COSTLY_READS_PER_CLIENT: '64',
    });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    await admin(`CREATE DATABASE ${databaseName}`);
    nginxPort = await freePort();
    // Both start on the empty database at once: one migrates and seeds, the other waits for it (prepare-database.ts).
    [a, b] = (await Promise.all([startProcess(), startProcess()])) as [ServerProcess, ServerProcess];
    await Promise.all([serving(a), serving(b)]);
    nginx = await startNginx([a.port, b.port], nginxPort);
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    await s3?.close();
    await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  });

  const via = (server: ServerProcess) => nginx.pinnedUrl(server.port);
  let editorToken = '';
  let visitor = { id: '', token: '' };
  let placeId = 0;
  let imageUrl = '';
  let imageBytes: Buffer;
  let seededImage = '';

  it('signs up through nginx: an editor named in EDITOR_EMAILS and a visitor', async () => {
    const signUp = (email: string, name: string) =>
      send<{ accessToken: string; user: { id: string; role: string } }>(nginx.url, '/api/auth/sign-up', {
        body: { email, name, password: PASSWORD, passwordConfirmation: PASSWORD },
      });
    const [editor, guest] = await Promise.all([signUp(EDITOR, 'Redakce'), signUp('host-skalovani@example.cz', 'Host')]);
    expect(editor.status, JSON.stringify(editor.body)).toBe(200);
    expect(editor.body.user.role).toBe('editor');
    expect(guest.status, JSON.stringify(guest.body)).toBe(200);
    expect(guest.body.user.role).toBe('user');
    editorToken = editor.body.accessToken;
    visitor = { id: guest.body.user.id, token: guest.body.accessToken };
  });

  it('makes a trip on one process and edits it on the other; both show the edit', async () => {
    const made = await send<{ trip: { id: string; title: string } }>(via(a), '/api/trip/create', {
      body: { title: 'Víkend na dvou procesech', description: '', userId: visitor.id },
      token: visitor.token,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.upstream).toBe(a.port);
    const tripId = made.body.trip.id;
    const edited = await send<{ trip: { title: string; description: string } }>(via(b), '/api/trip/update', {
      body: { tripId, title: 'Víkend upravený jinde', description: 'Změněno na druhém procesu' },
      token: visitor.token,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.upstream).toBe(b.port);
    expect(edited.body.trip).toMatchObject({
      title: 'Víkend upravený jinde',
      description: 'Změněno na druhém procesu',
    });

    const shown = await Promise.all(
      [a, b].map((server) =>
        send<{ data: { trip: { title: string; description: string }; placesMetaData: { isOwner: boolean } } }>(
          via(server),
          `/api/trip/places?locale=cs&tripId=${tripId}`,
          { token: visitor.token },
        ),
      ),
    );
    for (const [i, answer] of shown.entries()) {
      expect(answer.upstream).toBe([a, b][i]?.port);
      expect(answer.body.data.trip).toMatchObject({
        title: 'Víkend upravený jinde',
        description: 'Změněno na druhém procesu',
      });
      expect(answer.body.data.placesMetaData.isOwner).toBe(true);
    }
  });

  it('takes a request form with an image (sent to the bucket, finished on the other process) and the editor approves it', async () => {
    imageBytes = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 160, g: 20, b: 53 } },
    })
      .png()
      .toBuffer();
    const slot = await send<{ id: string; url: string }>(via(a), '/api/request/getUploadUrl', {
      body: { filename: 'sklipek.png' },
      token: visitor.token,
    });
    expect(slot.status, JSON.stringify(slot.body)).toBe(200);
    expect(slot.body.url.startsWith(`${s3.settings.endpoint}/${s3.settings.bucket}/pending/`)).toBe(true);
    expect((await fetch(slot.body.url, { method: 'PUT', body: imageBytes as Uint8Array<ArrayBuffer> })).status).toBe(
      200,
    );
    const image = await send<{ id: string; url: string; path: string }>(
      via(b),
      '/api/request/createUpload?type=image',
      { body: { path: slot.body.id }, token: visitor.token },
    );
    expect(image.status, JSON.stringify(image.body)).toBe(200);
    expect(image.upstream).toBe(b.port);
    imageUrl = image.body.url;

    const wine = toRequestPayload('vinar', VALID_REQUESTS.vinar);
    const saved = await send<{ id: number }>(nginx.url, REQUEST_FORM_KINDS.vinar.savePath, {
      body: { ...wine, title: TITLE, slug: '', image: image.body, gallery: [] },
      token: visitor.token,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Both processes have answered these reads before the approval, so an answer either kept would show now.
    for (const base of [via(a), via(b)]) {
      const [list, search, map, sharedMap] = await Promise.all([
        send<Listed>(base, LIST),
        send<Searched>(base, SEARCH),
        send<Mapped>(base, MAP),
        send<Mapped>(base, SHARED_MAP),
      ]);
      expect([list.status, search.status, map.status, sharedMap.status]).toEqual([200, 200, 200, 200]);
      expect(JSON.stringify([list.body, search.body, map.body, sharedMap.body])).not.toContain(TITLE);
    }
    const approved = await send<{ targetId: number; status: string }>(via(a), '/api/review/approve', {
      body: { id: saved.body.id },
      token: editorToken,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.upstream).toBe(a.port);
    placeId = approved.body.targetId;
  });

  /** The new place as `base` shows it: in the list, the site search and the map, and its image; all asked at once. */
  const readPlace = async (base: string) => {
    const [list, search, map, sharedMap, upload, rendition] = await Promise.all([
      send<Listed>(base, LIST),
      send<Searched>(base, SEARCH),
      send<Mapped>(base, MAP),
      send<Mapped>(base, SHARED_MAP),
      send<Buffer>(base, imageUrl),
      send<Buffer>(base, `/img/400x0${imageUrl}`),
    ]);
    const where = `${base} (process on ${list.upstream})`;
    expect(list.status, where).toBe(200);
    expect(
      list.body.items.map((item) => [item.id, item.title, item.image?.url]),
      where,
    ).toEqual([[placeId, TITLE, imageUrl]]);
    expect(search.status, where).toBe(200);
    const found = Object.values(search.body).filter(Array.isArray).flat() as { id: number; title: string }[];
    expect(
      found.filter((item) => item.title === TITLE).map((item) => item.id),
      where,
    ).toContain(placeId);
    expect(map.status, where).toBe(200);
    const point = map.body.items.find((item) => item.id === placeId);
    expect(point, where).toMatchObject({ title: TITLE });
    expect(point?.image, where).toContain(imageUrl);
    expect(sharedMap.status, where).toBe(200);
    expect(
      sharedMap.body.items.find((item) => item.id === placeId && item.title === TITLE),
      where,
    ).toBeDefined();
    expect(upload.status, where).toBe(200);
    expect(upload.headers.get('content-type')).toBe('image/png');
    expect(upload.body.equals(imageBytes), where).toBe(true);
    expect(rendition.status, where).toBe(200);
    expect(rendition.headers.get('content-type')).toMatch(/^image\/(webp|jpeg)$/);
    const pointImage = point?.image && point.image !== imageUrl ? await send<Buffer>(base, point.image) : upload;
    expect(pointImage.status, where).toBe(200);
    return {
      upstreams: [list, search, map, sharedMap, upload, rendition, pointImage].map((answer) => answer.upstream),
      list: list.body,
      search: search.body,
      map: map.body,
    };
  };

  it('shows the new place in the list, the search and the map, with its image, from both processes at once, straight after the approval', async () => {
    const [onA, onB] = await Promise.all([via(a), via(b)].map(readPlace));
    expect(new Set(onA?.upstreams)).toEqual(new Set([a.port]));
    expect(new Set(onB?.upstreams)).toEqual(new Set([b.port]));
    expect(onB?.list).toEqual(onA?.list);
    expect(onB?.search).toEqual(onA?.search);
    expect(onB?.map).toEqual(onA?.map);
    // Through the balancer: one process answers some of the reads, the other the rest.
    const balanced = await Promise.all([nginx.url, nginx.url].map(readPlace));
    expect(new Set(balanced.flatMap((read) => read.upstreams))).toEqual(new Set([a.port, b.port]));
  });

  it("serves the seed's images from the process that did not seed too", async () => {
    const seeders = [a, b].filter((server) => server.output().includes(SEEDED_BY));
    expect(seeders).toHaveLength(1);
    const [seeder, other] = seeders[0] === a ? [a, b] : [b, a];
    const list = await send<Listed>(nginx.url, '/api/wineEntity?locale=cs');
    const seeded = list.body.items.map((item) => item.image?.url).find((url) => url?.startsWith('/media/seed/'));
    expect(seeded).toBeDefined();
    seededImage = seeded ?? '';
    const [fromSeeder, fromOther, rendition] = await Promise.all([
      send<Buffer>(via(seeder), seeded ?? ''),
      send<Buffer>(via(other), seeded ?? ''),
      send<Buffer>(via(other), `/img/400x0${seeded ?? ''}`),
    ]);
    expect(fromOther.status).toBe(200);
    expect(fromOther.upstream).toBe(other.port);
    expect(fromOther.headers.get('content-type')).toBe('image/svg+xml');
    expect(fromOther.body.equals(fromSeeder.body)).toBe(true);
    expect(rendition.status).toBe(200);
  });

  it('starts a third process while the two serve; it comes up on the same database and bucket and serves the same answers', async () => {
    const starting = startProcess();
    let third: ServerProcess | undefined;
    void starting.then((server) => (third = server));
    // The two keep serving through the balancer while the third starts.
    let roundsMeanwhile = 0;
    const deadline = Date.now() + 45_000;
    while (!third || (await healthStatus(third.port)) !== 200) {
      if (third && (third.child.exitCode !== null || Date.now() > deadline))
        throw new Error(`the third process does not serve:\n${third.output()}`);
      await Promise.all([nginx.url, nginx.url].map(readPlace));
      roundsMeanwhile += 1;
    }
    expect(roundsMeanwhile).toBeGreaterThan(0);
    expect(third.output()).not.toContain(SEEDED_BY);

    const onA = await readPlace(via(a));
    await nginx.setUpstreams([a.port, b.port, third.port]);
    const direct = await readPlace(via(third));
    expect(new Set(direct.upstreams)).toEqual(new Set([third.port]));
    expect(direct.list).toEqual(onA.list);
    expect(direct.search).toEqual(onA.search);
    expect(direct.map).toEqual(onA.map);
    const seeded = await send<Buffer>(via(third), seededImage);
    expect([seeded.status, seeded.upstream, seeded.headers.get('content-type')]).toEqual([
      200,
      third.port,
      'image/svg+xml',
    ]);
    // Rounds through the balancer until each process has answered one (CI once saw a first round reach only two of
    // the three, cause not found); the access log below still requires that none failed.
    const balancedTo = new Set<number>();
    const until = Date.now() + 15_000;
    while (balancedTo.size < 3 && Date.now() < until)
      for (const read of await Promise.all([nginx.url, nginx.url, nginx.url].map(readPlace)))
        for (const upstream of read.upstreams) balancedTo.add(upstream);
    expect(balancedTo).toEqual(new Set([a.port, b.port, third.port]));

    // nginx's own record: every balanced request went to one process, answered without an error, and each process had some.
    const balancedRequests = (await nginx.accessLog()).filter((line) => line.listenPort === nginxPort);
    expect(balancedRequests.filter((line) => line.upstreamPorts.length !== 1 || line.status >= 400)).toEqual([]);
    expect(new Set(balancedRequests.flatMap((line) => line.upstreamPorts))).toEqual(
      new Set([a.port, b.port, third.port]),
    );
  });
});
