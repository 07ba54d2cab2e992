import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError, OfflineError } from './api-client.ts';
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

  describe('without a connection', () => {
    afterEach(() => onlineManager.setOnline(true));

    it('asks the service worker once and, without its copy, fails at once (not paused until reconnect)', () => {
      onlineManager.setOnline(false);
      expect(createQueryClient().getDefaultOptions().queries?.networkMode).toBe('offlineFirst');
      expect(retry(0, new OfflineError('offline'))).toBe(false);
      expect(retry(0, refused(503))).toBe(true);
    });

    it('still tries a read that found no connection while the browser thought it had one', () => {
      expect(retry(0, new OfflineError('offline'))).toBe(true);
    });
  });

  it('lets reads that otherwise never retry still wait out a 429', () => {
    expect([0, 1, 2].map((failures) => retryWhenBusy(failures, refused(429)))).toEqual([true, true, false]);
    expect(retryWhenBusy(0, refused(500))).toBe(false);
    expect(retryWhenBusy(0, new TypeError('Failed to fetch'))).toBe(false);
  });
});
