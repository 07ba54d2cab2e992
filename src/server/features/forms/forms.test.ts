import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsForm } from '../../../shared/api/calls/forms.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type ErrorAnswer = { error: string; fields?: { path: string; message: string }[] };
const fields = (body: unknown) => (body as ErrorAnswer).fields ?? [];

const CONTACT = { formId: '1', locale: 'cs', name: 'Jana Nováková', email: 'jana@example.cz', phone: '', subject: 'web', message: 'Dobrý den, …', consent: '1' };

describe('CMS forms and newsletter API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
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
      expect(fieldset?.kind === 'fieldset' && fieldset.fields.map((field) => field.kind)).toEqual(['input', 'input', 'input']);
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
    it('accepts the values of a filled form (501 until submissions are stored)', async () => {
      expect((await postForm(CONTACT)).status).toBe(501);
    });

    it("names every empty required field with 'Povinné pole'; an unticked required checkbox counts as empty", async () => {
      const { status, body } = await postForm({ ...CONTACT, name: ' ', message: '', consent: '0' });
      expect(status).toBe(400);
      expect(fields(body)).toEqual(expect.arrayContaining([
        { path: 'name', message: 'Povinné pole' }, { path: 'message', message: 'Povinné pole' }, { path: 'consent', message: 'Povinné pole' },
      ]));
    });

    it("refuses a checkbox value other than '1'/'0', an unknown choice and a field the form does not have", async () => {
      const { status, body } = await postForm({ ...CONTACT, consent: 'yes', subject: 'spam', extra: 'x' });
      expect(status).toBe(400);
      expect(fields(body).map((field) => field.path).sort()).toEqual(['consent', 'extra', 'subject']);
    });

    it('reads fields inside a fieldset', async () => {
      const tasting = { formId: '2', locale: 'cs', name: 'Petr Svoboda', email: 'petr@example.cz', date: 'autumn', persons: '2', consent: '1' };
      expect((await postForm(tasting)).status).toBe(501);
      expect(fields((await postForm({ ...tasting, email: '' })).body)).toContainEqual({ path: 'email', message: 'Povinné pole' });
    });

    it('is a 404 for an unknown form and a 400 for a formId that is not a number', async () => {
      expect((await postForm({ ...CONTACT, formId: '999' })).status).toBe(404);
      const bad = await postForm({ ...CONTACT, formId: 'contact' });
      expect(bad.status).toBe(400);
      expect(fields(bad.body).map((field) => field.path)).toContain('formId');
    });
  });

  describe('POST /api/newsletter/save', () => {
    const valid = { email: 'jana@example.cz', interests: ['veřejnost', 'odborníky'], locale: 'cs' };

    it('takes an e-mail and interests (501 until subscriptions are stored)', async () => {
      expect((await t.postJson('/api/newsletter/save', valid)).status).toBe(501);
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
