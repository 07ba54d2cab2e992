import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { acceptsEncoding, compressionPlace, compressPerRequest, preferredEncoding } from './content-encoding.ts';

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
  it('gives bytes that decompress to the same, in place and on the thread pool', async () => {
    const text = Buffer.from(
      JSON.stringify({ items: Array.from({ length: 50 }, (_, id) => ({ id, title: `Sklep ${id % 7}` })) }),
    );
    for (const inPlaceUpTo of [0, text.byteLength]) {
      expect(brotliDecompressSync(await compressPerRequest(text, 'br', inPlaceUpTo))).toEqual(text);
      expect(gunzipSync(await compressPerRequest(text, 'gzip', inPlaceUpTo))).toEqual(text);
    }
  });
});

describe('compressionPlace', () => {
  it('keeps every compression off the event loop when the database runs on it, and small ones on it otherwise', async () => {
    const placeOf = async (databaseInProcess: boolean) => {
      const app = new Hono()
        .use(compressionPlace(databaseInProcess))
        .get('/', (c) => c.text(String(c.get('compressInPlaceUpTo'))));
      return Number(await (await app.request('/')).text());
    };
    expect(await placeOf(true)).toBe(0);
    expect(await placeOf(false)).toBeGreaterThanOrEqual(64 * 1024);
  });
});
