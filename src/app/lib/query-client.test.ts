import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { createQueryClient, retryWhenBusy } from './query-client.ts';

const refused = (status: number) => new ApiRequestError(status, 'x', 'refused');

describe('which failed reads are tried again', () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry as (failures: number, error: Error) => boolean;

  it('tries a busy server (429) and a failing one (5xx, no answer) twice more', () => {
    for (const error of [refused(429), refused(503), new TypeError('Failed to fetch')]) {
      expect([0, 1, 2].map((failures) => retry(failures, error))).toEqual([true, true, false]);
    }
  });

  it('does not ask again what the server refused for good (other 4xx)', () => {
    for (const status of [400, 401, 404, 413]) expect(retry(0, refused(status))).toBe(false);
  });

  it('lets reads that otherwise never retry still wait out a 429', () => {
    expect([0, 1, 2].map((failures) => retryWhenBusy(failures, refused(429)))).toEqual([true, true, false]);
    expect(retryWhenBusy(0, refused(500))).toBe(false);
    expect(retryWhenBusy(0, new TypeError('Failed to fetch'))).toBe(false);
  });
});
