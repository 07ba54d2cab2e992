import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../src/shared/api/registry.ts';
import type { CallDefinition } from '../src/shared/api/define-call.ts';
import { fieldNames } from './support/call-fields.ts';
import { openTestApp, type TestApp } from './support/test-app.ts';

/** Values that have broken servers before: wrong types, huge, negative, injection-shaped. */
const HOSTILE_VALUES: unknown[] = [
  '-1',
  'abc',
  '1e309',
  'x'.repeat(5000),
  "'; DROP TABLE users; --",
  '../../etc/passwd',
  '\u0000',
  '{"a":',
  '',
  '9999999999999999999999',
];
const HOSTILE_JSON_VALUES: unknown[] = [...HOSTILE_VALUES, -1, 1.5, null, true, [], {}, [1, 2], { $gt: '' }];

async function send(t: TestApp, call: CallDefinition, input: Record<string, unknown>): Promise<Response> {
  const path = call.path.replace(/:[A-Za-z]+/g, 'x');
  if (call.method === 'GET' || call.encoding === 'query') {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(input)) query.append(key, String(value));
    return t.app.request(`${path}?${query.toString()}`, { method: call.method });
  }
  if (call.encoding === 'multipart') {
    const form = new FormData();
    for (const [key, value] of Object.entries(input))
      form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    return t.app.request(path, { method: call.method, body: form });
  }
  return t.app.request(path, {
    method: call.method,
    body: JSON.stringify(input),
    headers: { 'content-type': 'application/json' },
  });
}

describe('no call answers bad input with a 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(allCalls.map((call) => [`${call.method} ${call.path}`, call] as const))('%s', async (_name, call) => {
    const failures: string[] = [];
    const values = call.encoding === 'json' ? HOSTILE_JSON_VALUES : HOSTILE_VALUES;
    for (const field of fieldNames(call)) {
      for (const value of values) {
        const response = await send(t, call, { [field]: value });
        if (response.status >= 500 && response.status !== 501)
          failures.push(`${field}=${JSON.stringify(value).slice(0, 40)} → ${response.status}`);
        if (response.status === 400) {
          const body = (await response.json()) as { error?: string };
          if (typeof body.error !== 'string') failures.push(`${field}: 400 without an error code`);
        }
      }
    }
    if (call.method !== 'GET' && call.encoding === 'json') {
      const broken = await t.app.request(call.path, {
        method: call.method,
        body: '{"a":',
        headers: { 'content-type': 'application/json' },
      });
      if (broken.status !== 400) failures.push(`malformed JSON → ${broken.status}`);
    }
    expect(failures).toEqual([]);
  });
});
