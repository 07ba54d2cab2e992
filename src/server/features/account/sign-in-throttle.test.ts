import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

type Answer = { status: number; retryAfter: string | null; error?: string };

const ATTACKER = '198.51.100.66';
const OWNER = '203.0.113.10';
const PATIENT = '198.51.100.77';

describe('sign-in throttle: a growing delay per client address and account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => vi.useRealTimers());

  /** A sign-in from a given client address (the socket's, as @hono/node-server passes it to the app). */
  const signInFrom = async (address: string, email: string, password: string): Promise<Answer> => {
    const response = await t.app.request(
      '/api/auth/sign-in',
      { method: 'POST', body: JSON.stringify({ email, password }), headers: { 'content-type': 'application/json' } },
      { incoming: { socket: { remoteAddress: address } } },
    );
    const body = (await response.json()) as { error?: string };
    return { status: response.status, retryAfter: response.headers.get('retry-after'), error: body.error };
  };
  const signUp = async (email: string, password: string) => {
    const { status } = await t.postJson('/api/auth/sign-up', {
      email,
      name: 'Marie Vinařová',
      password,
      passwordConfirmation: password,
    });
    expect(status).toBe(200);
  };
  const at = (ms: number) => vi.setSystemTime(new Date(ms));

  it("does not lock the owner out: ten wrong passwords from one client leave the owner's own client untouched", async () => {
    await signUp('majitelka@example.cz', 'modry-portugal');
    const tries: number[] = [];
    for (let i = 0; i < 10; i += 1)
      tries.push((await signInFrom(ATTACKER, 'majitelka@example.cz', `hadam-${i}`)).status);
    expect(tries).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);

    const typo = await signInFrom(OWNER, 'majitelka@example.cz', 'modry-portugai');
    expect(typo.status).toBe(401);
    expect((await signInFrom(OWNER, 'Majitelka@example.cz', 'modry-portugal')).status).toBe(200);
    expect((await signInFrom(ATTACKER, 'majitelka@example.cz', 'modry-portugal')).status).toBe(429);
  });

  it('makes the failing client wait 2, 4, 8 … seconds after its 5th failure, at most 15 minutes; an early attempt is not counted', async () => {
    await signUp('trpelivy@example.cz', 'ryzlink-vlassky');
    vi.useFakeTimers({ toFake: ['Date'] });
    let now = Date.parse('2026-11-24T08:00:00.000Z');
    at(now);
    for (let i = 0; i < 5; i += 1)
      expect((await signInFrom(PATIENT, 'trpelivy@example.cz', `zkousim-${i}`)).status).toBe(401);

    const waits: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const early = await signInFrom(PATIENT, 'trpelivy@example.cz', 'ryzlink-vlassky');
      expect(early).toMatchObject({ status: 429, error: 'too_many_requests' });
      const wait = Number(early.retryAfter);
      waits.push(wait);
      at(now + wait * 1000 - 500);
      expect((await signInFrom(PATIENT, 'trpelivy@example.cz', 'zkousim-driv')).status).toBe(429);
      now += wait * 1000;
      at(now);
      expect((await signInFrom(PATIENT, 'trpelivy@example.cz', `zkousim-znovu-${i}`)).status).toBe(401);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
  });

  it('counts attempts sent together before any is checked: a burst of 20 gets 5 password checks', async () => {
    await signUp('naraz@example.cz', 'sauvignon-blanc');
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signInFrom('198.51.100.88', 'naraz@example.cz', `naraz-${i}`)),
    );
    expect(burst.filter((answer) => answer.status === 401)).toHaveLength(5);
    expect(burst.filter((answer) => answer.status === 429)).toHaveLength(15);
  });

  it("forgets a client's failures once it signs in, so a user who mistypes now and then is never held up", async () => {
    await signUp('prekliknu@example.cz', 'muskat-moravsky');
    const tries: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1)
        tries.push((await signInFrom(OWNER, 'prekliknu@example.cz', `muskat-moravsky-${i}`)).status);
      tries.push((await signInFrom(OWNER, 'prekliknu@example.cz', 'muskat-moravsky')).status);
    }
    expect(tries).toEqual(Array.from({ length: 3 }, () => [401, 401, 401, 401, 200]).flat());
  });
});
