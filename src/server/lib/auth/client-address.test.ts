import { describe, expect, it } from 'vitest';
import { forwardedClient } from './client-address.ts';

const trusted = new Set(['127.0.0.1', '10.0.0.5']);

describe('forwardedClient', () => {
  it('is the socket address when it is not a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(forwardedClient('203.0.113.9', '198.51.100.1', trusted)).toBe('203.0.113.9');
    expect(forwardedClient('::ffff:203.0.113.9', undefined, trusted)).toBe('203.0.113.9');
  });

  it('takes the hop a trusted proxy added, not what the client wrote before it', () => {
    expect(forwardedClient('127.0.0.1', '198.51.100.1', trusted)).toBe('198.51.100.1');
    expect(forwardedClient('::ffff:127.0.0.1', '6.6.6.6, 198.51.100.1', trusted)).toBe('198.51.100.1');
  });

  it('walks back through a chain of trusted proxies', () => {
    expect(forwardedClient('127.0.0.1', '6.6.6.6, 198.51.100.1, 10.0.0.5', trusted)).toBe('198.51.100.1');
  });

  it('keeps the socket address when a trusted proxy sent no header', () => {
    expect(forwardedClient('127.0.0.1', undefined, trusted)).toBe('127.0.0.1');
    expect(forwardedClient('127.0.0.1', ' , ', trusted)).toBe('127.0.0.1');
  });
});
