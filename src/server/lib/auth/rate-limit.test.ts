import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openEmptyTestDatabase } from '../../../../tests/support/test-database.ts';
import { ApiError } from '../http/api-error.ts';
import { takeAttempt } from './rate-limit.ts';

const RULE = { limit: 10, windowSeconds: 15 * 60 } as const;

async function refusal(key: string): Promise<ApiError | undefined> {
  try {
    await takeAttempt(db, { ...RULE, key });
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

function at(time: string): void {
  vi.setSystemTime(new Date(time));
}

let db: Database;

describe('takeAttempt: a sliding window per key', () => {
  beforeAll(async () => {
    db = await openEmptyTestDatabase();
  });
  afterAll(async () => db.close());
  afterEach(() => vi.useRealTimers());

  it('refuses the 11th attempt within 15 minutes even across a quarter hour, and tells when to come back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-11-24T09:14:58.000Z');
    for (let i = 0; i < 9; i += 1) expect(await refusal('edge')).toBeUndefined();
    at('2026-11-24T09:15:01.000Z');
    expect(await refusal('edge')).toBeUndefined();
    const refused = await refusal('edge');
    expect(refused?.status).toBe(429);
    expect(refused?.code).toBe('too_many_requests');
    expect(refused?.headers).toEqual({ 'Retry-After': String(15 * 60 - 3) });
  });

  it('does not count refused attempts, so the oldest attempt leaving the window frees exactly one place', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-11-24T10:00:00.000Z');
    expect(await refusal('free')).toBeUndefined();
    at('2026-11-24T10:05:00.000Z');
    for (let i = 0; i < 9; i += 1) expect(await refusal('free')).toBeUndefined();
    for (let i = 0; i < 5; i += 1) expect((await refusal('free'))?.status).toBe(429);
    at('2026-11-24T10:15:00.001Z');
    expect(await refusal('free')).toBeUndefined();
    expect((await refusal('free'))?.headers).toEqual({ 'Retry-After': String(5 * 60) });
  });

  it('counts each key on its own', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-11-24T11:00:00.000Z');
    for (let i = 0; i < 10; i += 1) await takeAttempt(db, { ...RULE, key: 'one' });
    expect((await refusal('one'))?.status).toBe(429);
    expect(await refusal('two')).toBeUndefined();
  });

  it('lets no more than the limit through when attempts arrive together', async () => {
    const outcomes = await Promise.all(Array.from({ length: 25 }, () => refusal('together')));
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome?.status === 429)).toHaveLength(15);
  });
});
