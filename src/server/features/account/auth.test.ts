import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSmtpInbox, mailText } from '../../../../tests/support/smtp-inbox.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type ErrorAnswer = { error: string; message: string; fields?: { path: string; message: string }[] };
type Session = {
  user: { id: string; email: string; profile: { name: string }; isLoggedIn: true };
  accessToken: string;
  expiresAt: string;
};
const fields = (body: unknown) => (body as ErrorAnswer).fields ?? [];
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('auth API', () => {
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

  const signUp = (email: string, password = 'ryzlink-2024', extra = {}) =>
    t.postJson<Session>('/api/auth/sign-up', {
      email,
      name: 'Eva Malá',
      password,
      passwordConfirmation: password,
      ...extra,
    });

  it('signs up, keeps a session token that names the user, and stores only an argon2id hash', async () => {
    const { status, body } = await signUp('eva.mala@example.cz', 'ryzlink-2024', { newsletterPublic: true });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      email: 'eva.mala@example.cz',
      profile: { name: 'Eva Malá', newsletterPublic: true },
      isLoggedIn: true,
    });
    expect(Buffer.from(body.accessToken, 'base64url').length).toBeGreaterThanOrEqual(16);
    const session = await t.getWith<{ user: { id: string } | null }>('/api/auth/session', bearer(body.accessToken));
    expect(session.body.user?.id).toBe(body.user.id);
    const [stored] = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
      body.user.id,
    ]);
    expect(stored?.password_hash).toMatch(/^\$argon2id\$/);
    const [token] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE token_hash = $1', [
      body.accessToken,
    ]);
    expect(token?.n).toBe(0);
  });

  it('refuses a taken e-mail (any case) with 409, and a common password with a field error', async () => {
    await signUp('taken@example.cz');
    const again = await signUp('TAKEN@example.cz');
    expect(again.status).toBe(409);
    expect((again.body as unknown as ErrorAnswer).message).toBe(
      'A user with this email address has already been registered',
    );
    const common = await signUp('common@example.cz', 'password1');
    expect(common.status).toBe(400);
    expect(fields(common.body)).toEqual([
      { path: 'password', message: 'Toto heslo patří mezi nejčastěji používaná, zvolte jiné' },
    ]);
  });

  it('keeps the spec rules: minimum 6 characters, matching confirmation, name and e-mail', async () => {
    const short = await signUp('short@example.cz', 'abcde');
    expect(fields(short.body)).toContainEqual({ path: 'password', message: 'Heslo musí mít alespoň 6 znaků' });
    const mismatch = await signUp('mismatch@example.cz', 'ryzlink-2024', { passwordConfirmation: 'ryzlink-2025' });
    expect(fields(mismatch.body)).toContainEqual({ path: 'passwordConfirmation', message: 'Hesla nejsou shodná' });
    const missing = await signUp('nova@', 'ryzlink-2024', { name: '' });
    expect(fields(missing.body)).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Povinné pole' },
        { path: 'email', message: 'Neplatný e-mail' },
      ]),
    );
  });

  it("signs in with the right password only, answering the spec's message otherwise, the same for unknown e-mails", async () => {
    await signUp('jan.vinar@example.cz', 'frankovka-77');
    const ok = await t.postJson<Session>('/api/auth/sign-in', {
      email: 'Jan.Vinar@example.cz',
      password: 'frankovka-77',
    });
    expect(ok.status).toBe(200);
    for (const attempt of [
      { email: 'jan.vinar@example.cz', password: 'frankovka-78' },
      { email: 'nikdo@example.cz', password: 'frankovka-77' },
    ]) {
      const wrong = await t.postJson<ErrorAnswer>('/api/auth/sign-in', attempt);
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ error: 'invalid_credentials', message: 'Nesprávné přihlašovací údaje' });
    }
  });

  it('signs out: the token stops working and a second sign-out is 401', async () => {
    const { body } = await signUp('odhlasit@example.cz');
    expect((await t.postJson('/api/auth/sign-out', {}, bearer(body.accessToken))).status).toBe(200);
    expect((await t.getWith<{ user: null }>('/api/auth/session', bearer(body.accessToken))).body.user).toBeNull();
    expect((await t.postJson('/api/auth/sign-out', {}, bearer(body.accessToken))).status).toBe(401);
    expect((await t.postJson('/api/auth/sign-out', {})).status).toBe(401);
  });

  it('mails a recovery link through SMTP; the link resets the password once, ends old sessions and signs in', async () => {
    const { body: first } = await signUp('zapomnela@example.cz', 'muller-thurgau');
    const before = inbox.mails.length;
    const unknown = await t.postJson('/api/auth/recover', { email: 'nikdo-takovy@example.cz', locale: 'cs' });
    expect(unknown.body).toEqual({ status: 'OK' });
    expect((await t.postJson('/api/auth/recover', { email: 'zapomnela@example.cz', locale: 'cs' })).body).toEqual({
      status: 'OK',
    });
    await expect.poll(() => inbox.mails.length).toBe(before + 1);
    const mail = inbox.mails.at(-1);
    expect(mail?.to).toEqual(['zapomnela@example.cz']);
    const link = /http:\/\/vinarska\.test\/cs#type=recovery&access_token=([A-Za-z0-9_-]+)/.exec(
      mailText(mail ?? { to: [], raw: '' }),
    );
    expect(link).not.toBeNull();
    const accessToken = link?.[1] ?? '';

    const reset = await t.postJson<Session>('/api/auth/reset-password', {
      accessToken,
      password: 'svatovavrinecke',
      passwordConfirmation: 'svatovavrinecke',
    });
    expect(reset.status).toBe(200);
    expect(reset.body.user.email).toBe('zapomnela@example.cz');
    expect((await t.getWith<{ user: null }>('/api/auth/session', bearer(first.accessToken))).body.user).toBeNull();
    expect(
      (await t.postJson('/api/auth/sign-in', { email: 'zapomnela@example.cz', password: 'muller-thurgau' })).status,
    ).toBe(401);
    expect(
      (await t.postJson('/api/auth/sign-in', { email: 'zapomnela@example.cz', password: 'svatovavrinecke' })).status,
    ).toBe(200);
    const replay = await t.postJson<ErrorAnswer>('/api/auth/reset-password', {
      accessToken,
      password: 'svatovavrinecke2',
      passwordConfirmation: 'svatovavrinecke2',
    });
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe('invalid_token');
  });

  const recoveryToken = async (email: string) => {
    const before = inbox.mails.length;
    expect((await t.postJson('/api/auth/recover', { email, locale: 'cs' })).status).toBe(200);
    await expect.poll(() => inbox.mails.length).toBe(before + 1);
    const mail = inbox.mails.at(-1) ?? { to: [], raw: '' };
    expect(mail.to).toEqual([email]);
    return /access_token=([A-Za-z0-9_-]+)/.exec(mailText(mail))?.[1] ?? '';
  };
  const resetWith = (accessToken: string, password: string) =>
    t.postJson<ErrorAnswer>('/api/auth/reset-password', { accessToken, password, passwordConfirmation: password });

  it('lets only the newest reset link work: a new request voids the older link, before and after the newer one is used', async () => {
    await signUp('dva-odkazy@example.cz', 'zweigeltrebe');
    const older = await recoveryToken('dva-odkazy@example.cz');
    const newer = await recoveryToken('dva-odkazy@example.cz');
    const early = await resetWith(older, 'rulandske-modre');
    expect(early.status).toBe(401);
    expect(early.body.error).toBe('invalid_token');
    expect((await resetWith(newer, 'rulandske-bile')).status).toBe(200);
    expect((await resetWith(older, 'rulandske-sede')).status).toBe(401);
    expect(
      (await t.postJson('/api/auth/sign-in', { email: 'dva-odkazy@example.cz', password: 'rulandske-bile' })).status,
    ).toBe(200);
  });

  it('voids an outstanding reset link when the password is changed', async () => {
    const { body: session } = await signUp('zmenil-heslo@example.cz', 'veltlinske-zelene');
    const link = await recoveryToken('zmenil-heslo@example.cz');
    const change = await t.postJson(
      '/api/auth/change-password',
      { currentPassword: 'veltlinske-zelene', password: 'tramin-cerveny', passwordConfirmation: 'tramin-cerveny' },
      bearer(session.accessToken),
    );
    expect(change.status).toBe(200);
    const reset = await resetWith(link, 'palava-2024');
    expect(reset.status).toBe(401);
    expect(reset.body.error).toBe('invalid_token');
    expect(
      (await t.postJson('/api/auth/sign-in', { email: 'zmenil-heslo@example.cz', password: 'tramin-cerveny' })).status,
    ).toBe(200);
  });

  it('changes the password with the current one, keeping this session and ending the others', async () => {
    const { body: here } = await signUp('zmena@example.cz', 'cabernet-moravia');
    const elsewhere = await t.postJson<Session>('/api/auth/sign-in', {
      email: 'zmena@example.cz',
      password: 'cabernet-moravia',
    });
    const change = (currentPassword: string, password: string) =>
      t.postJson<ErrorAnswer>(
        '/api/auth/change-password',
        { currentPassword, password, passwordConfirmation: password },
        bearer(here.accessToken),
      );
    expect((await change('spatne-heslo', 'pinot-noir-2024')).status).toBe(401);
    expect((await change('cabernet-moravia', 'pinot-noir-2024')).status).toBe(200);
    expect(
      (await t.getWith<{ user: { id: string } | null }>('/api/auth/session', bearer(here.accessToken))).body.user?.id,
    ).toBe(here.user.id);
    expect(
      (await t.getWith<{ user: null }>('/api/auth/session', bearer(elsewhere.body.accessToken))).body.user,
    ).toBeNull();
    expect(
      (
        await t.postJson('/api/auth/change-password', {
          currentPassword: 'x',
          password: 'pinot-noir-2025',
          passwordConfirmation: 'pinot-noir-2025',
        })
      ).status,
    ).toBe(401);
  });

  it('refuses a malformed or unknown bearer token as signed out', async () => {
    expect(
      (await t.getWith<{ user: null }>('/api/auth/session', { Authorization: 'Bearer nope' })).body.user,
    ).toBeNull();
    expect((await t.getWith<{ user: null }>('/api/auth/session', bearer('A'.repeat(43)))).body.user).toBeNull();
  });
});
