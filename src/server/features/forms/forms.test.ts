import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsForm } from '../../../shared/api/calls/forms.ts';
import { mailText, openSmtpInbox } from '../../../../tests/support/smtp-inbox.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type ErrorAnswer = { error: string; fields?: { path: string; message: string }[] };
const fields = (body: unknown) => (body as ErrorAnswer).fields ?? [];

const CONTACT = {
  formId: '1',
  locale: 'cs',
  name: 'Jana Nováková',
  email: 'jana@example.cz',
  phone: '',
  subject: 'web',
  message: 'Dobrý den, …',
  consent: '1',
};

describe('CMS forms and newsletter API', () => {
  let t: TestApp;
  let inbox: Awaited<ReturnType<typeof openSmtpInbox>>;
  beforeAll(async () => {
    inbox = await openSmtpInbox();
    t = await openTestApp({ smtpUrl: inbox.url, publicUrl: 'http://vinarska.test' });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const postForm = async (values: Record<string, string>) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, value);
    const response = await t.app.request('/api/saveForm', { method: 'POST', body: form });
    return { status: response.status, body: (await response.json()) as ErrorAnswer };
  };

  describe('GET /api/form', () => {
    it('serves the three seeded forms with their fields', async () => {
      const titles: string[] = [];
      for (const id of [1, 2, 3]) {
        const { status, body } = await t.getJson<CmsForm>(`/api/form?id=${id}&locale=cs`);
        expect(status).toBe(200);
        expect(body.id).toBe(id);
        expect(body.fields.length).toBeGreaterThan(0);
        titles.push(body.title);
      }
      expect(titles).toEqual(['Kontaktní formulář', 'Přihláška na řízenou degustaci', 'Zpětná vazba k webu']);
    });

    it('uses every field kind: input variants, textarea, checkbox, choice and fieldset with a legend', async () => {
      const { body } = await t.getJson<CmsForm>('/api/form?id=2&locale=cs');
      const kinds = new Set(body.fields.map((field) => field.kind));
      expect([...kinds].sort()).toEqual(['checkbox', 'choice', 'fieldset', 'textarea']);
      const fieldset = body.fields.find((field) => field.kind === 'fieldset');
      expect(fieldset?.kind === 'fieldset' && fieldset.legend).toBe('Účastník');
      expect(fieldset?.kind === 'fieldset' && fieldset.fields.map((field) => field.kind)).toEqual([
        'input',
        'input',
        'input',
      ]);
    });

    it('is translated into English and Polish, and falls back to Czech for German', async () => {
      expect((await t.getJson<CmsForm>('/api/form?id=1&locale=en')).body.title).toBe('Contact form');
      expect((await t.getJson<CmsForm>('/api/form?id=1&locale=pl')).body.submitLabel).toBe('Wyślij');
      expect((await t.getJson<CmsForm>('/api/form?id=1&locale=de')).body.title).toBe('Kontaktní formulář');
    });

    it('is a 404 for an unknown form and a 400 naming id for a bad one', async () => {
      expect((await t.getJson('/api/form?id=999&locale=cs')).status).toBe(404);
      const bad = await t.getJson('/api/form?id=abc');
      expect(bad.status).toBe(400);
      expect(fields(bad.body).map((field) => field.path)).toContain('id');
    });
  });

  describe('POST /api/saveForm', () => {
    it("stores the values of a filled form with its form and locale, and answers status 'OK'", async () => {
      const { status, body } = await postForm(CONTACT);
      expect(status).toBe(200);
      expect(body).toEqual({ status: 'OK' });
      const [row] = await t.db.query<{ form_id: number; locale: string; field_values: Record<string, string> }>(
        'SELECT form_id, locale, field_values FROM form_submissions ORDER BY id DESC LIMIT 1',
      );
      const { formId: _formId, locale: _locale, ...values } = CONTACT;
      expect(row).toEqual({ form_id: 1, locale: 'cs', field_values: values });
    });

    it("names every empty required field with 'Povinné pole'; an unticked required checkbox counts as empty", async () => {
      const { status, body } = await postForm({ ...CONTACT, name: ' ', message: '', consent: '0' });
      expect(status).toBe(400);
      expect(fields(body)).toEqual(
        expect.arrayContaining([
          { path: 'name', message: 'Povinné pole' },
          { path: 'message', message: 'Povinné pole' },
          { path: 'consent', message: 'Povinné pole' },
        ]),
      );
    });

    it("refuses a checkbox value other than '1'/'0', an unknown choice and a field the form does not have", async () => {
      const { status, body } = await postForm({ ...CONTACT, consent: 'yes', subject: 'spam', extra: 'x' });
      expect(status).toBe(400);
      expect(
        fields(body)
          .map((field) => field.path)
          .sort(),
      ).toEqual(['consent', 'extra', 'subject']);
    });

    it('reads fields inside a fieldset', async () => {
      const tasting = {
        formId: '2',
        locale: 'cs',
        name: 'Petr Svoboda',
        email: 'petr@example.cz',
        date: 'autumn',
        persons: '2',
        consent: '1',
      };
      expect((await postForm(tasting)).status).toBe(200);
      expect(fields((await postForm({ ...tasting, email: '' })).body)).toContainEqual({
        path: 'email',
        message: 'Povinné pole',
      });
    });

    it('is a 404 for an unknown form and a 400 for a formId that is not a number, storing nothing', async () => {
      const stored = async () =>
        (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM form_submissions'))[0]?.n;
      const before = await stored();
      expect((await postForm({ ...CONTACT, formId: '999' })).status).toBe(404);
      expect((await postForm({ ...CONTACT, name: '' })).status).toBe(400);
      expect(await stored()).toBe(before);
      const bad = await postForm({ ...CONTACT, formId: 'contact' });
      expect(bad.status).toBe(400);
      expect(fields(bad.body).map((field) => field.path)).toContain('formId');
    });
  });

  describe('POST /api/newsletter/save', () => {
    const valid = { email: 'jana@example.cz', interests: ['veřejnost', 'odborníky'], locale: 'cs' };

    type Subscribed = { id: string | null; status: 'success' | 'old' };
    const subscribe = (email: string) => t.postJson<Subscribed>('/api/newsletter/save', { ...valid, email });
    const unsubscribeLink = (email: string) => {
      const mail = [...inbox.mails].reverse().find((received) => received.to.includes(email));
      return /http:\/\/vinarska\.test(\/api\/newsletter\/unsubscribe\?token=[\w-]+)/.exec(
        mailText(mail ?? { to: [], raw: '' }),
      )?.[1];
    };

    it("subscribes a new e-mail ('success' with an id) and mails a link to unsubscribe; the same e-mail again is 'old'", async () => {
      const first = await subscribe('novinky@example.cz');
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ id: expect.any(String), status: 'success' });
      const [row] = await t.db.query<{ email: string; interests: string[]; locale: string; status: string }>(
        'SELECT email, interests, locale, status FROM newsletter_subscriptions WHERE id = $1',
        [first.body.id],
      );
      expect(row).toEqual({
        email: 'novinky@example.cz',
        interests: ['veřejnost', 'odborníky'],
        locale: 'cs',
        status: 'subscribed',
      });
      await expect.poll(() => unsubscribeLink('novinky@example.cz')).toBeDefined();
      expect((await subscribe('NOVINKY@example.cz')).body).toEqual({ id: first.body.id, status: 'old' });
    });

    it('unsubscribes by the mailed link with a redirect to the Czech home page, and a later subscription succeeds again', async () => {
      const first = await subscribe('odhlasit@example.cz');
      await expect.poll(() => unsubscribeLink('odhlasit@example.cz')).toBeDefined();
      const link = unsubscribeLink('odhlasit@example.cz') ?? '';
      const response = await t.app.request(link);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/cs/?newsletter=unsubscribed');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const [row] = await t.db.query<{ status: string }>('SELECT status FROM newsletter_subscriptions WHERE id = $1', [
        first.body.id,
      ]);
      expect(row?.status).toBe('unsubscribed');
      const mails = inbox.mails.length;
      const again = await subscribe('odhlasit@example.cz');
      expect(again.body).toEqual({ id: first.body.id, status: 'success' });
      await expect.poll(() => inbox.mails.length).toBe(mails + 1);
      expect(unsubscribeLink('odhlasit@example.cz')).not.toBe(link);
      // The old link is spent: it still lands on the page and changes nothing.
      expect((await t.app.request(link)).status).toBe(302);
      const [still] = await t.db.query<{ status: string }>(
        'SELECT status FROM newsletter_subscriptions WHERE id = $1',
        [first.body.id],
      );
      expect(still?.status).toBe('subscribed');
    });

    it('redirects an unknown, empty or mangled unsubscribe link to the same page', async () => {
      for (const query of ['?token=neznamy-token', '', '?token=', `?token=${'x'.repeat(500)}`]) {
        const response = await t.app.request(`/api/newsletter/unsubscribe${query}`);
        expect(response.status, query).toBe(302);
        expect(response.headers.get('location')).toBe('/cs/?newsletter=unsubscribed');
      }
    });

    it('limits subscriptions per client address: 429 with Retry-After', async () => {
      let answer = await subscribe('limit-0@example.cz');
      for (let i = 1; i < 25 && answer.status !== 429; i += 1) answer = await subscribe(`limit-${i}@example.cz`);
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it.each([
      [{ ...valid, email: '' }, 'email', 'Povinné pole'],
      [{ ...valid, email: 'jana@' }, 'email', 'E-mail má neplatný formát'],
      [{ ...valid, interests: ['other'] }, 'interests.0', 'interests must be among veřejnost, odborníky'],
      [{ ...valid, interests: [] }, 'interests', 'Povinné pole'],
    ])('is a 400 for %o', async (body, path, message) => {
      const answer = await t.postJson('/api/newsletter/save', body);
      expect(answer.status).toBe(400);
      expect(fields(answer.body)).toContainEqual({ path, message });
    });
  });
});
