import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { sendApiCallsThrough } from './api-client.ts';
import { sessionQuery } from './session.ts';
import { sessionToken } from './session-token.ts';

const TOKEN = 'token-of-a-signed-in-traveller';

beforeEach(() => {
  const stored = new Map<string, string>([['vm.accessToken', TOKEN]]);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sendApiCallsThrough((url, init) => fetch(url, init));
});

const check = () => new QueryClient().fetchQuery({ ...sessionQuery(TOKEN), retry: false });

describe('the session check', () => {
  it('forgets the token the server says it does not know', async () => {
    sendApiCallsThrough(() => Promise.resolve(Response.json({ user: null })));
    await expect(check()).resolves.toBeNull();
    expect(sessionToken()).toBeNull();
  });

  it('keeps the token when the answer broke off (a reload while it arrived): the traveller stays signed in', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.error(new TypeError('network error'));
      },
    });
    sendApiCallsThrough(() => Promise.resolve(new Response(broken, { status: 200 })));
    await expect(check()).rejects.toThrow();
    expect(sessionToken()).toBe(TOKEN);
  });
});
