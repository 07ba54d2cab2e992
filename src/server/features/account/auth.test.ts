import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type ErrorAnswer = { error: string; fields?: { path: string; message: string }[] };
const fields = (body: unknown) => (body as ErrorAnswer).fields ?? [];

const TOKEN = 'rEc0verY-t0ken-0123456789abcdef';

describe('auth API before sign-in is built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/auth/session says nobody is signed in', async () => {
    const { status, body } = await t.getJson('/api/auth/session');
    expect(status).toBe(200);
    expect(body).toEqual({ user: null });
  });

  describe('POST /api/auth/sign-up', () => {
    const valid = { email: 'nova@example.cz', name: 'Eva Malá', password: 'ryzlink-2024', passwordConfirmation: 'ryzlink-2024' };

    it('is 501 for a valid request', async () => {
      expect((await t.postJson('/api/auth/sign-up', valid)).status).toBe(501);
    });

    it('refuses a 5-character password with the minimum of 6', async () => {
      const { status, body } = await t.postJson('/api/auth/sign-up', { ...valid, password: 'abcde', passwordConfirmation: 'abcde' });
      expect(status).toBe(400);
      expect(fields(body)).toContainEqual({ path: 'password', message: 'Heslo musí mít alespoň 6 znaků' });
    });

    it("refuses a mismatched confirmation with 'Hesla nejsou shodná'", async () => {
      const { status, body } = await t.postJson('/api/auth/sign-up', { ...valid, passwordConfirmation: 'ryzlink-2025' });
      expect(status).toBe(400);
      expect(fields(body)).toContainEqual({ path: 'passwordConfirmation', message: 'Hesla nejsou shodná' });
    });

    it('refuses a missing name and an invalid e-mail', async () => {
      const { body } = await t.postJson('/api/auth/sign-up', { ...valid, name: '', email: 'nova@' });
      expect(fields(body)).toEqual(expect.arrayContaining([{ path: 'name', message: 'Povinné pole' }, { path: 'email', message: 'Neplatný e-mail' }]));
    });
  });

  it('POST /api/auth/sign-in: valid is 501; an invalid e-mail or an empty password is 400', async () => {
    expect((await t.postJson('/api/auth/sign-in', { email: 'jana.novakova@example.cz', password: 'x' })).status).toBe(501);
    const { status, body } = await t.postJson('/api/auth/sign-in', { email: 'jana', password: '' });
    expect(status).toBe(400);
    expect(fields(body).map((field) => field.path)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('POST /api/auth/sign-out is 501', async () => {
    expect((await t.postJson('/api/auth/sign-out', {})).status).toBe(501);
  });

  it('POST /api/auth/recover: valid is 501; a missing e-mail is 400', async () => {
    expect((await t.postJson('/api/auth/recover', { email: 'jana.novakova@example.cz', locale: 'cs' })).status).toBe(501);
    const { status, body } = await t.postJson('/api/auth/recover', {});
    expect(status).toBe(400);
    expect(fields(body)).toContainEqual({ path: 'email', message: 'Povinné pole' });
  });

  it('POST /api/auth/reset-password: token + matching passwords is 501; a short token or a mismatch is 400', async () => {
    expect((await t.postJson('/api/auth/reset-password', { accessToken: TOKEN, password: 'frankovka', passwordConfirmation: 'frankovka' })).status).toBe(501);
    const { status, body } = await t.postJson('/api/auth/reset-password', { accessToken: 'short', password: 'frankovka', passwordConfirmation: 'frankovka' });
    expect(status).toBe(400);
    expect(fields(body).map((field) => field.path)).toContain('accessToken');
    const mismatch = await t.postJson('/api/auth/reset-password', { accessToken: TOKEN, password: 'frankovka', passwordConfirmation: 'frankovkA' });
    expect(fields(mismatch.body)).toContainEqual({ path: 'passwordConfirmation', message: 'Hesla nejsou shodná' });
  });

  it('POST /api/auth/change-password: valid is 501; a 5-character new password is 400', async () => {
    expect((await t.postJson('/api/auth/change-password', { currentPassword: 'old', password: 'svatomartinske', passwordConfirmation: 'svatomartinske' })).status).toBe(501);
    const { status, body } = await t.postJson('/api/auth/change-password', { currentPassword: 'old', password: 'short', passwordConfirmation: 'short' });
    expect(status).toBe(400);
    expect(fields(body).map((field) => field.path)).toContain('password');
  });
});
