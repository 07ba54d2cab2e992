import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './accepts-gzip.ts';

describe('acceptsGzip', () => {
  it('reads Accept-Encoding, including a refused gzip', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
