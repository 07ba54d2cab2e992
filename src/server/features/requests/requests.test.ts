import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestOptions } from '../../../shared/api/calls/requests.ts';
import { INVALID_REQUESTS, VALID_REQUESTS } from '../../../shared/forms/request-examples.ts';
import { REQUEST_FORM_KINDS, REQUEST_FORM_SLUGS, type RequestFormSlug } from '../../../shared/forms/request-kinds.ts';
import { coercedRequest, toRequestPayload } from '../../../shared/forms/request-payload.ts';
import { PUBLIC_CACHE } from '../../lib/http/cache-policy.ts';
import { mailText, openSmtpInbox } from '../../../../tests/support/smtp-inbox.ts';
import { createTestAccount } from '../../../../tests/support/test-account.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type ErrorAnswer = { error: string; message: string; fields?: { path: string; message: string }[] };
type Saved = { id: number; status: 'pending' };

const SAVE_PATH = Object.fromEntries(
  REQUEST_FORM_SLUGS.map((slug) => [slug, REQUEST_FORM_KINDS[slug].savePath]),
) as Record<RequestFormSlug, string>;
const AUTHORITY: Record<RequestFormSlug, string> = {
  akce: 'kultura@mikulov.cz',
  'e-shop': 'majitel@moravske-vino-online.cz',
  restaurace: 'petr.dvorak@urevy.cz',
  vinar: 'tomas@vinarstvi-horak.cz',
};
let keyCounter = 0;
const newKey = () => `test-key-${process.pid}-${(keyCounter += 1)}`;

describe('request forms API', () => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof openSmtpInbox>>;
  beforeAll(async () => {
    inbox = await openSmtpInbox();
    t = await openTestApp({ smtpUrl: inbox.url });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const countRequests = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM requests'))[0]?.n ?? 0;
  const send = (slug: RequestFormSlug, payload: unknown, headers: Record<string, string> = {}) =>
    t.postJson<Saved & ErrorAnswer>(SAVE_PATH[slug], payload, headers);

  describe('GET /api/request/options', () => {
    it('answers every option list the forms need, Czech titles in Czech order, cacheable like the catalogue', async () => {
      const { status, body, headers } = await t.getJson<RequestOptions>('/api/request/options');
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe(PUBLIC_CACHE);
      expect(Object.keys(body).sort()).toEqual([
        'accommodationTypes',
        'eventTypes',
        'jmkMunicipalities',
        'languages',
        'months',
        'municipalities',
        'redVarieties',
        'relatedPlaces',
        'subregions',
        'whiteVarieties',
        'wineCategories',
        'wineEntityTypes',
        'winemakers',
      ]);
      for (const [name, list] of Object.entries(body)) expect(list.length, name).toBeGreaterThan(0);
      const czech = new Intl.Collator('cs');
      for (const name of [
        'eventTypes',
        'municipalities',
        'languages',
        'winemakers',
        'whiteVarieties',
        'relatedPlaces',
      ] as const) {
        const titles = body[name].map((option) => option.title);
        expect(titles, name).toEqual([...titles].sort(czech.compare));
      }
      expect(body.languages.findIndex((l) => l.title === 'Čeština')).toBeLessThan(
        body.languages.findIndex((l) => l.title === 'Francouzština'),
      );
      expect(body.municipalities.find((m) => m.title === 'Mikulov')).toEqual({
        id: 101,
        title: 'Mikulov',
        subregionId: 1,
      });
      expect(body.jmkMunicipalities.some((m) => m.title === 'Mělník')).toBe(false);
      expect(body.wineEntityTypes.find((type) => type.id === 1)?.title).toBe('Vinařství');
      expect(body.months.map((month) => month.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(new Set(body.relatedPlaces.map((place) => place.placeType))).toEqual(
        new Set(['wine_entity', 'restaurant']),
      );
      expect(body.whiteVarieties.some((v) => v.title === 'Frankovka')).toBe(false);
      expect(body.redVarieties.some((v) => v.title === 'Frankovka')).toBe(true);
    });
  });

  describe('the four save calls', () => {
    it.each(REQUEST_FORM_SLUGS)(
      '%s: a valid request is stored once as pending, confirmed to the authority e-mail, and a replay stores nothing more',
      async (slug) => {
        const payload = toRequestPayload(slug, VALID_REQUESTS[slug]);
        const key = newKey();
        const before = await countRequests();
        const mailsBefore = inbox.mails.length;
        const first = await send(slug, payload, { 'Idempotency-Key': key });
        expect(first.status).toBe(200);
        expect(first.body).toEqual({ id: expect.any(Number), status: 'pending' });
        const [row] = await t.db.query<{
          kind: string;
          target_id: number | null;
          status: string;
          submitter_email: string;
          payload: { title: string };
        }>('SELECT kind, target_id, status, submitter_email, payload FROM requests WHERE id = $1', [first.body.id]);
        expect(row).toMatchObject({
          kind: REQUEST_FORM_KINDS[slug].kind,
          target_id: null,
          status: 'pending',
          submitter_email: AUTHORITY[slug],
        });
        expect(row?.payload.title).toBe(payload.title);
        await expect.poll(() => inbox.mails.length).toBe(mailsBefore + 1);
        const mail = inbox.mails.at(-1);
        expect(mail?.to).toEqual([AUTHORITY[slug]]);
        const text = mailText(mail ?? { to: [], raw: '' });
        expect(text).toContain(`č. ${first.body.id}`);
        expect(text).not.toContain(payload.title);
        expect(text).toContain('zkontroluje');

        const replay = await send(slug, payload, { 'Idempotency-Key': key });
        expect(replay.body).toEqual(first.body);
        expect(await countRequests()).toBe(before + 1);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(inbox.mails.length).toBe(mailsBefore + 1);
        const reused = await send(slug, { ...payload, title: `${payload.title} jinak` }, { 'Idempotency-Key': key });
        expect(reused.status).toBe(422);
      },
    );

    it("keeps a signed-in submitter's e-mail for the decision, and the authority e-mail still gets the confirmation", async () => {
      const { userId, token } = await createTestAccount(t.db, 'Vinař');
      const { body } = await send('e-shop', toRequestPayload('e-shop', VALID_REQUESTS['e-shop']), {
        Authorization: `Bearer ${token}`,
      });
      const [row] = await t.db.query<{ submitter_email: string }>(
        'SELECT submitter_email FROM requests WHERE id = $1',
        [body.id],
      );
      expect(row?.submitter_email).toBe(`${userId}@example.cz`);
    });

    it.each(INVALID_REQUESTS.map((example) => [`${example.slug}: ${example.name}`, example] as const))(
      '%s → 400 at its field, nothing stored',
      async (_name, example) => {
        const before = await countRequests();
        // What the form would send: its values coerced to the call's types, no rule checked.
        const { status, body } = await send(example.slug, coercedRequest(example.slug, example.payload));
        expect(status).toBe(400);
        expect(body.error).toBe('validation_failed');
        expect(body.fields).toContainEqual({ path: example.path, message: example.message });
        expect(await countRequests()).toBe(before);
      },
    );

    it('refuses ids that are not among the options, and a municipality outside the chosen subregion', async () => {
      const before = await countRequests();
      const event = await send('akce', {
        ...toRequestPayload('akce', VALID_REQUESTS.akce),
        eventType: 999,
        winemakers: [1001, 99_999],
      });
      expect(event.status).toBe(400);
      expect(event.body.fields).toEqual(
        expect.arrayContaining([
          { path: 'eventType', message: 'Vyberte hodnotu ze seznamu' },
          { path: 'winemakers', message: 'Vyberte hodnotu ze seznamu' },
        ]),
      );
      const wine = toRequestPayload('vinar', VALID_REQUESTS.vinar);
      const elsewhere = await send('vinar', { ...wine, address: [{ ...wine.address[0], wineSubregion: 2 }] });
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.body.fields).toEqual([
        { path: 'address.0.municipality', message: 'Obec neleží ve vybrané podoblasti.' },
      ]);
      expect(await countRequests()).toBe(before);
    });

    it('is a 404 for an edit of a record that does not exist, and stores nothing', async () => {
      const before = await countRequests();
      const { status } = await send('restaurace', {
        ...toRequestPayload('restaurace', VALID_REQUESTS.restaurace),
        id: 999_999,
      });
      expect(status).toBe(404);
      expect(await countRequests()).toBe(before);
    });

    it('stores an edit with the edited record', async () => {
      const { body } = await send('restaurace', {
        ...toRequestPayload('restaurace', VALID_REQUESTS.restaurace),
        id: 50_000,
      });
      const [row] = await t.db.query<{ target_id: number }>('SELECT target_id FROM requests WHERE id = $1', [body.id]);
      expect(row?.target_id).toBe(50_000);
    });
  });

  describe('GET /api/request/current', () => {
    const current = (kind: string, id: number) =>
      t.getJson<Record<string, unknown>>(`/api/request/current?kind=${kind}&id=${id}`);
    const firstId = async (table: string) =>
      (await t.db.query<{ id: number }>(`SELECT min(id) AS id FROM ${table}`))[0]?.id ?? 0;

    it('gives an event and a wine entity in their form fields, which their forms accept as they are', async () => {
      for (const [slug, table] of [
        ['akce', 'events'],
        ['vinar', 'wine_entities'],
      ] as const) {
        const id = await firstId(table);
        const { status, body } = await current(slug, id);
        expect(status).toBe(200);
        expect(body.id).toBe(id);
        const parsed = REQUEST_FORM_KINDS[slug].formSchema.safeParse(body);
        expect(parsed.error?.issues ?? [], slug).toEqual([]);
      }
    });

    it('fills a restaurant and an e-shop except what the catalogue does not keep (whom to ask)', async () => {
      for (const [slug, table, missing] of [
        ['restaurace', 'restaurants', ['authorityEmail', 'authorityName', 'authorityPhone', 'contactPerson']],
        ['e-shop', 'eshops', ['authorityEmail', 'authorityPhone']],
      ] as const) {
        const { body } = await current(slug, await firstId(table));
        const parsed = REQUEST_FORM_KINDS[slug].formSchema.safeParse(body);
        expect([...new Set((parsed.error?.issues ?? []).map((issue) => issue.path.join('.')))].sort(), slug).toEqual(
          missing,
        );
      }
    });

    it('is a 404 for an unknown record and a 400 for an unknown kind', async () => {
      expect((await current('vinar', 999_999)).status).toBe(404);
      expect((await current('hrad', 1)).status).toBe(400);
    });
  });

  it('limits the public form calls per client address: 429 with Retry-After once the window is used up', async () => {
    const payload = toRequestPayload('e-shop', VALID_REQUESTS['e-shop']);
    let answer = await send('e-shop', payload);
    for (let i = 0; i < 25 && answer.status !== 429; i += 1) answer = await send('e-shop', payload);
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    expect((await send('akce', toRequestPayload('akce', VALID_REQUESTS.akce))).status).toBe(200);
  });
});
