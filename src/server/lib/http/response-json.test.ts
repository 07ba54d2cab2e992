import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { responseJson } from './response-json.ts';

describe('responseJson', () => {
  it('reads a plain and a gzipped JSON body and leaves the response readable', async () => {
    const plain = new Response('{"items":[1]}', { headers: { 'Content-Type': 'application/json' } });
    expect(await responseJson(plain)).toEqual({ items: [1] });
    expect(await plain.text()).toBe('{"items":[1]}');
    const gzipped = new Response(gzipSync('{"items":[2]}'), {
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
    });
    expect(await responseJson(gzipped)).toEqual({ items: [2] });
  });

  it('is undefined for a redirect or any other body', async () => {
    expect(await responseJson(new Response(null, { status: 302, headers: { Location: '/cs' } }))).toBeUndefined();
    expect(await responseJson(new Response('<p>', { headers: { 'Content-Type': 'text/html' } }))).toBeUndefined();
  });
});
