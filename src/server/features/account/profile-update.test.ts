import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount } from '../../../../tests/support/test-account.ts';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type Profile = { profile: { name: string; newsletterPublic: boolean; newsletterProfessionals: boolean } };

/** Account settings are saved through the outbox (ADR 017), so /api/user/update runs once per Idempotency-Key. */
describe('POST /api/user/update replayed with the same Idempotency-Key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the stored answer without writing again, and is a 422 for another payload', async () => {
    const { userId, token } = await createTestAccount(t.db, 'Jana');
    const email = `${userId}@example.cz`;
    const headers = (key?: string) => ({
      Authorization: `Bearer ${token}`,
      ...(key ? { 'Idempotency-Key': key } : {}),
    });
    const update = (body: Record<string, unknown>, key?: string) =>
      t.postJson<{ status: string }>('/api/user/update', { userId, email, ...body }, headers(key));
    const saved = async () =>
      (await t.getWith<Profile>(`/api/user/profile?locale=cs&userId=${userId}`, headers())).body.profile;

    const key = 'settings-0001-replay';
    const first = await update({ name: 'Jana Nová', newsletterPublic: true }, key);
    expect(first).toMatchObject({ status: 200, body: { status: 'OK' } });
    // A newer save from another tab; then the first save's answer is lost and the outbox sends it again.
    expect((await update({ name: 'Jana Novější', newsletterProfessionals: true })).status).toBe(200);
    const replay = await update({ name: 'Jana Nová', newsletterPublic: true }, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(await saved()).toEqual({ name: 'Jana Novější', newsletterPublic: false, newsletterProfessionals: true });

    const other = await update({ name: 'Někdo jiný' }, key);
    expect(other.status).toBe(422);
    expect(await saved()).toMatchObject({ name: 'Jana Novější' });
  });
});
