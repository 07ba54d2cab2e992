import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsEncoding, compressPerRequest, preferredEncoding } from './content-encoding.ts';

describe('acceptsEncoding', () => {
  it('reads Accept-Encoding, including a refused encoding', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'gzip')).toBe(true);
    expect(acceptsEncoding('br;q=1, gzip;q=0.5', 'gzip')).toBe(true);
    expect(acceptsEncoding('gzip;q=0', 'gzip')).toBe(false);
    expect(acceptsEncoding('br;q=0.000, gzip', 'br')).toBe(false);
    expect(acceptsEncoding('identity', 'gzip')).toBe(false);
    expect(acceptsEncoding(undefined, 'br')).toBe(false);
  });
});

describe('preferredEncoding', () => {
  it('takes brotli when admitted, else gzip, else none', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe('compressPerRequest', () => {
  it('gives bytes that decompress to the same', async () => {
    const text = Buffer.from(
      JSON.stringify({ items: Array.from({ length: 50 }, (_, id) => ({ id, title: 'Sklep' })) }),
    );
    expect(brotliDecompressSync(await compressPerRequest(text, 'br'))).toEqual(text);
    expect(gunzipSync(await compressPerRequest(text, 'gzip'))).toEqual(text);
  });
});
