import { describe, expect, it } from 'vitest';
import { deleteAccount } from './delete-account.ts';

const USER = '11111111-1111-4111-8111-111111111111';

describe('deleting the account (spec 02 §8)', () => {
  it('tells the account is gone when the server deleted it, logging nothing', async () => {
    const logged: unknown[] = [];
    const sent: string[] = [];
    expect(
      await deleteAccount(
        USER,
        async (id) => {
          sent.push(id);
          return { status: 'OK' };
        },
        (_, error) => logged.push(error),
      ),
    ).toBe(true);
    expect(sent).toEqual([USER]);
    expect(logged).toEqual([]);
  });

  it('logs a failure and does not throw, so the flow still goes home', async () => {
    const logged: [string, unknown][] = [];
    const failure = new Error('500');
    await expect(
      deleteAccount(
        USER,
        () => Promise.reject(failure),
        (message, error) => logged.push([message, error]),
      ),
    ).resolves.toBe(false);
    expect(logged).toEqual([['Deleting the account failed', failure]]);
  });
});
