import { describe, expect, it } from 'vitest';
import { ClientConcurrency } from './client-concurrency.ts';

describe('ClientConcurrency', () => {
  it('lets each client have the limit in flight, refuses one more with a 429, and counts an ended request once', () => {
    const limit = new ClientConcurrency('searches', 2, 1);
    const first = limit.enter('a');
    limit.enter('a');
    expect(() => limit.enter('a')).toThrow(
      expect.objectContaining({ status: 429, headers: { 'Retry-After': '1' } }) as Error,
    );
    expect(() => limit.enter('b')).not.toThrow();
    first();
    first();
    limit.enter('a');
    expect(() => limit.enter('a')).toThrow();
  });
});
