import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewDetail, ReviewListItem } from '../../../shared/api/calls/review.ts';
import { VALID_REQUESTS } from '../../../shared/forms/request-examples.ts';
import { REQUEST_FORM_KINDS, type RequestFormSlug } from '../../../shared/forms/request-kinds.ts';
import { toRequestPayload } from '../../../shared/forms/request-payload.ts';
import { createApp } from '../../app.ts';
import { mailText, openSmtpInbox } from '../../../../tests/support/smtp-inbox.ts';
import { createTestAccount } from '../../../../tests/support/test-account.ts';
import { pngOf } from '../../../../tests/support/test-images.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type ErrorAnswer = { error: string; message: string; fields?: { path: string; message: string }[] };
type Approved = { id: number; status: 'approved'; targetId: number; url: string };
const EDITOR = 'redaktorka@example.cz';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('the editor’s review of requests', () => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof openSmtpInbox>>;
  let dataDir: string;
  let editor: Record<string, string>;
  let user: Record<string, string>;
  beforeAll(async () => {
    inbox = await openSmtpInbox();
    dataDir = await mkdtemp(path.join(tmpdir(), 'review-test-'));
    t = await openTestApp({
      smtpUrl: inbox.url,
      editorEmails: [EDITOR],
      dataDir,
      uploadsDir: path.join(dataDir, 'uploads'),
      publicUrl: 'http://vinarska.test',
    });
    const signUp = await t.postJson<{ accessToken: string; user: { role: string } }>('/api/auth/sign-up', {
      email: 'Redaktorka@example.cz',
      name: 'Redaktorka',
      password: 'frankovka-2024',
      passwordConfirmation: 'frankovka-2024',
    });
    expect(signUp.body.user.role).toBe('editor');
    editor = bearer(signUp.body.accessToken);
    user = bearer((await createTestAccount(t.db, 'Host')).token);
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const submit = async (
    slug: RequestFormSlug,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => {
    const { status, body } = await t.postJson<{ id: number }>(REQUEST_FORM_KINDS[slug].savePath, payload, headers);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.id;
  };
  const approve = (id: number, as = editor) => t.postJson<Approved & ErrorAnswer>('/api/review/approve', { id }, as);
  const reject = (id: number, reason: string, as = editor) =>
    t.postJson<ErrorAnswer>('/api/review/reject', { id, reason }, as);
  const detail = (id: number) => t.getWith<ReviewDetail>(`/api/review/request?id=${id}`, editor);
  const uploadImage = async () => {
    const slot = (
      await t.postJson<{ id: string; url: string }>('/api/request/getUploadUrl', { filename: 'vinarstvi.png' })
    ).body;
    await t.app.request(slot.url, { method: 'PUT', body: pngOf(1920, 1024) as Uint8Array<ArrayBuffer> });
    return (await t.postJson<{ id: string; url: string }>('/api/request/createUpload?type=image', { path: slot.id }))
      .body;
  };

  it('asks for a session (401) and the editor role (403) on every call', async () => {
    const id = await submit('e-shop', toRequestPayload('e-shop', VALID_REQUESTS['e-shop']));
    const calls = [
      (h: Record<string, string>) => t.getWith('/api/review/requests', h),
      (h: Record<string, string>) => t.getWith(`/api/review/request?id=${id}`, h),
      (h: Record<string, string>) => approve(id, h),
      (h: Record<string, string>) => reject(id, 'Ne.', h),
    ];
    for (const call of calls) {
      expect((await call({})).status).toBe(401);
      expect((await call(user)).status).toBe(403);
    }
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM requests WHERE id = $1', [id]);
    expect(row?.status).toBe('pending');
  });

  it('lists the requests of a status, oldest first', async () => {
    const first = await submit('akce', toRequestPayload('akce', VALID_REQUESTS.akce));
    const second = await submit('restaurace', toRequestPayload('restaurace', VALID_REQUESTS.restaurace));
    const { status, body } = await t.getWith<{ items: ReviewListItem[] }>(
      '/api/review/requests?status=pending',
      editor,
    );
    expect(status).toBe(200);
    const ids = body.items.map((item) => item.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(body.items.find((item) => item.id === first)).toMatchObject({
      kind: 'event',
      targetId: null,
      title: 'Jarní degustace na Pálavě',
      submitterEmail: 'kultura@mikulov.cz',
      status: 'pending',
    });
    const createdAt = body.items.map((item) => item.createdAt);
    expect(createdAt).toEqual([...createdAt].sort());
    expect(
      (await t.getWith<{ items: ReviewListItem[] }>('/api/review/requests?status=approved', editor)).body.items.every(
        (item) => item.status === 'approved',
      ),
    ).toBe(true);
    expect((await t.getWith('/api/review/requests?status=maybe', editor)).status).toBe(400);
  });

  it('approves a new winery: it is in the list filtered by its title, in the site search and on its detail page at once', async () => {
    const title = 'Vinařství Šťastný Čmelák';
    const image = await uploadImage();
    const wine = toRequestPayload('vinar', VALID_REQUESTS.vinar);
    const id = await submit('vinar', { ...wine, title, slug: '', image, gallery: [] });
    const list = () =>
      t.getJson<{ items: { id: number; title: string; url: string }[]; count: number }>(
        `/api/wineEntity?locale=cs&s=${encodeURIComponent('Čmelák')}`,
      );
    const search = () => t.getJson(`/api/search?locale=cs&query=${encodeURIComponent('Čmelák')}`);
    expect((await list()).body.count).toBe(0);
    expect(JSON.stringify((await search()).body)).not.toContain(title);

    const newDiff = (await detail(id)).body.diff;
    expect(newDiff).toContainEqual({ field: 'title', before: null, after: title });
    expect(newDiff).toContainEqual({ field: 'address.0.municipality', before: null, after: 'Mikulov' });
    expect(newDiff).toContainEqual(
      expect.objectContaining({ field: 'wineEntityTypes', after: 'Vinařství, Vinný sklep' }),
    );
    expect(newDiff.every((entry) => entry.before === null && entry.after !== null)).toBe(true);

    const approved = await approve(id);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      id,
      status: 'approved',
      url: `/cs/vinari/${approved.body.targetId}-vinarstvi-stastny-cmelak`,
    });
    const found = await list();
    expect(found.body.items.map((item) => item.title)).toEqual([title]);
    expect(found.body.items[0]?.url).toBe(approved.body.url);
    expect(JSON.stringify((await search()).body)).toContain(title);
    const page = await t.getJson<{ page: { type: string; title: string; path: string; entity: { id: number } } }>(
      `/api/page?locale=cs&path=${approved.body.url.slice('/cs/'.length)}`,
    );
    expect(page.body.page).toMatchObject({
      type: 'wine_entity',
      title,
      path: approved.body.url,
      entity: { id: approved.body.targetId },
    });
    const shown = await t.getJson<{
      image: { url: string; width: number } | null;
      city: string;
      sections: { wineVarieties: string[] };
    }>(`/api/wineEntityDetail?locale=cs&id=${approved.body.targetId}`);
    expect(shown.body.image).toMatchObject({ url: image.url, width: 1920 });
    expect(shown.body.city).toBe('Mikulov');
    expect(shown.body.sections.wineVarieties).toEqual(['Ryzlink rýnský', 'Pálava', 'Frankovka']);
    const [row] = await t.db.query<{ status: string; decided_by: string | null; decided_at: string | null }>(
      'SELECT status, decided_by, decided_at FROM requests WHERE id = $1',
      [id],
    );
    expect(row).toMatchObject({ status: 'approved', decided_by: expect.any(String), decided_at: expect.any(String) });

    const again = await approve(id);
    expect(again.status).toBe(409);
    expect((await reject(id, 'Pozdě.')).status).toBe(409);
  });

  it('shows what an edit changes against the current record, and approving it changes the record', async () => {
    const current = (await t.getJson<Record<string, unknown>>('/api/request/current?kind=restaurace&id=50000')).body;
    const oldTitle = String(current.title);
    const edit = {
      ...current,
      title: 'Restaurace Pod Zámkem',
      contactPerson: 'Eva Malá',
      authorityName: 'Eva Malá',
      authorityEmail: 'eva@example.cz',
      authorityPhone: '602111222',
    };
    const id = await submit('restaurace', edit);
    const { body } = await detail(id);
    expect(body).toMatchObject({
      kind: 'restaurant',
      targetId: 50_000,
      title: 'Restaurace Pod Zámkem',
      status: 'pending',
      rejectReason: null,
    });
    expect(body.diff).toContainEqual({ field: 'title', before: oldTitle, after: 'Restaurace Pod Zámkem' });
    expect(body.diff.map((entry) => entry.field).sort()).toEqual([
      'authorityEmail',
      'authorityName',
      'authorityPhone',
      'contactPerson',
      'title',
    ]);

    expect((await t.getJson<{ title: string }>('/api/restaurantDetail?locale=cs&id=50000')).body.title).toBe(oldTitle);
    const approved = await approve(id);
    expect(approved.body.targetId).toBe(50_000);
    const shown = await t.getJson<{ title: string; zip: string }>('/api/restaurantDetail?locale=cs&id=50000');
    expect(shown.body.title).toBe('Restaurace Pod Zámkem');
    expect(shown.body.zip).toBe(current.zip);
    const listed = await t.getJson<{ items: { id: number }[] }>(
      `/api/restaurant?locale=cs&s=${encodeURIComponent('Pod Zámkem')}`,
    );
    expect(listed.body.items.map((item) => item.id)).toEqual([50_000]);
    expect(JSON.stringify((await t.getJson('/api/search?locale=cs&query=Pod%20Z%C3%A1mkem')).body)).toContain(
      'Restaurace Pod Zámkem',
    );
  });

  it.each([
    ['akce', 'events'],
    ['vinar', 'wine_entities'],
  ] as const)(
    'shows no differences for an unchanged %s edit, and approving it keeps what the detail shows',
    async (slug, table) => {
      const [first] = await t.db.query<{ id: number }>(`SELECT min(id) AS id FROM ${table}`);
      const recordId = first?.id ?? 0;
      const detailPath =
        slug === 'akce'
          ? `/api/eventDetail?locale=cs&id=${recordId}`
          : `/api/wineEntityDetail?locale=cs&id=${recordId}`;
      const shownBefore = (await t.getJson<Record<string, unknown>>(detailPath)).body;
      const current = (await t.getJson<Record<string, unknown>>(`/api/request/current?kind=${slug}&id=${recordId}`))
        .body;
      const id = await submit(slug, current);
      expect((await detail(id)).body.diff).toEqual([]);
      expect((await approve(id)).status).toBe(200);
      const shownAfter = (await t.getJson<Record<string, unknown>>(detailPath)).body;
      for (const key of [
        'title',
        'city',
        'url',
        'image',
        'gallery',
        'location',
        'perex',
        'dateFrom',
        'dateTo',
        'eventType',
        'contacts',
        'winemakers',
        'street',
        'zip',
        'wineEntityTypes',
      ]) {
        expect(shownAfter[key], key).toEqual(shownBefore[key]);
      }
      // The list filters follow what the form says (the seed draws them at random, apart from the sections).
      if (slug === 'vinar') {
        const regular = (current.openingHours as { hasOpeningHoursRegular: boolean }[])[0]?.hasOpeningHoursRegular;
        expect((shownAfter.programmes as string[]).includes('regularOpen')).toBe(regular);
      }
    },
  );

  it('approves a new event and a new e-shop into their lists', async () => {
    const event = toRequestPayload('akce', VALID_REQUESTS.akce);
    const eventId = await submit('akce', {
      ...event,
      title: 'Slavnost Ryzlinku Kuřim',
      dateFrom: '2031-06-05',
      dateTo: '2031-06-06',
    });
    const approvedEvent = await approve(eventId);
    expect(approvedEvent.status).toBe(200);
    const events = await t.getJson<{ items: { id: number; url: string; municipality: string | null }[] }>(
      '/api/event?locale=cs&s=Kurim&dateFrom=2031-01-01&dateTo=2031-12-31',
    );
    expect(events.body.items).toEqual([
      expect.objectContaining({
        id: approvedEvent.body.targetId,
        url: approvedEvent.body.url,
        municipality: 'Mikulov',
      }),
    ]);

    const eshopId = await submit('e-shop', {
      ...toRequestPayload('e-shop', VALID_REQUESTS['e-shop']),
      title: 'Vinný Sklípek Online',
    });
    const approvedEshop = await approve(eshopId);
    const eshops = await t.getJson<{ items: { id: number }[] }>('/api/eshop?locale=cs&s=Sklipek');
    expect(eshops.body.items.map((item) => item.id)).toEqual([approvedEshop.body.targetId]);
    expect(approvedEshop.body.targetId).toBeGreaterThan(60_000);
  });

  it('rejects with a reason, mailed to the submitter; a reason is required', async () => {
    const id = await submit('e-shop', toRequestPayload('e-shop', VALID_REQUESTS['e-shop']));
    const missing = await reject(id, '  ');
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toContainEqual({ path: 'reason', message: 'Povinné pole' });
    expect((await reject(id, 'x'.repeat(1001))).status).toBe(400);
    const before = inbox.mails.length;
    expect((await reject(id, 'E-shop nenabízí 40 druhů lahvových vín.')).body).toEqual({ id, status: 'rejected' });
    const { body } = await detail(id);
    expect(body).toMatchObject({ status: 'rejected', rejectReason: 'E-shop nenabízí 40 druhů lahvových vín.' });
    await expect.poll(() => inbox.mails.length).toBe(before + 1);
    const mail = inbox.mails.at(-1);
    expect(mail?.to).toEqual(['majitel@moravske-vino-online.cz']);
    expect(mailText(mail ?? { to: [], raw: '' })).toContain('Důvod: E-shop nenabízí 40 druhů lahvových vín.');
    expect((await reject(id, 'Znovu.')).status).toBe(409);
    expect((await approve(id)).status).toBe(409);
    expect((await approve(999_999)).status).toBe(404);
  });

  it('takes the editor role back from an address that leaves EDITOR_EMAILS, at its next sign-in', async () => {
    const { app } = createApp({
      db: t.db,
      config: { ...(await import('../../config.ts')).loadConfig({ NODE_ENV: 'test' }), editorEmails: [] },
    });
    const signIn = await app.request('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EDITOR, password: 'frankovka-2024' }),
    });
    const session = (await signIn.json()) as { accessToken: string; user: { role: string } };
    expect(session.user.role).toBe('user');
    expect((await app.request('/api/review/requests', { headers: bearer(session.accessToken) })).status).toBe(403);
    const [seeded] = await t.db.query<{ role: string }>("SELECT role FROM users WHERE email = 'redakce@example.cz'");
    expect(seeded?.role).toBe('editor');
  });
});
