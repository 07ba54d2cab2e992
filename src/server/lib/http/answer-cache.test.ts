import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, AnswerCache, plainBody } from './answer-cache.ts';

const big = (n: number) => ({ items: Array.from({ length: n }, (_, i) => ({ id: i, title: `Vinařství ${i}` })) });

describe('the answer cache', () => {
  it('computes an answer once for concurrent requests and serves it again until it is too old', async () => {
    let now = 0;
    const cache = new AnswerCache({ maxAgeMs: 60_000, maxBytes: 1_000_000, now: () => now });
    let produced = 0;
    const produce = async () => {
      produced += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { n: produced };
    };
    const answers = await Promise.all([cache.answer('k', produce), cache.answer('k', produce), cache.answer('k', produce)]);
    expect(produced).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
    now = 59_999;
    await cache.answer('k', produce);
    expect(produced).toBe(1);
    now = 60_000;
    const renewed = await cache.answer('k', produce);
    expect(produced).toBe(2);
    expect(JSON.parse((await plainBody(renewed)).toString())).toEqual({ n: 2 });
  });

  it('gzips a large answer once and keeps its ETag from the uncompressed body', async () => {
    const cache = new AnswerCache({ maxAgeMs: 60_000, maxBytes: 10_000_000 });
    const answer = await cache.answer('big', async () => big(500));
    expect(answer.gzipped).toBe(true);
    expect(JSON.parse(gunzipSync(answer.body).toString())).toEqual(big(500));
    const small = await cache.answer('small', async () => ({ ok: true }));
    expect(small.gzipped).toBe(false);
    expect(small.etag).not.toBe(answer.etag);
  });

  it('drops the least recently used answers when the memory bound is reached', async () => {
    const cache = new AnswerCache({ maxAgeMs: 60_000, maxBytes: 300 });
    const body = (label: string) => async () => ({ label, pad: 'x'.repeat(80) });
    await cache.answer('a', body('a'));
    await cache.answer('b', body('b'));
    await cache.answer('a', body('a'));
    await cache.answer('c', body('c'));
    expect(cache.size).toBe(2);
    expect(cache.heldBytes).toBeLessThanOrEqual(300);
    let recomputed = false;
    await cache.answer('a', async () => { recomputed = true; return {}; });
    expect(recomputed).toBe(false);
    await cache.answer('b', async () => { recomputed = true; return {}; });
    expect(recomputed).toBe(true);
  });

  it('forgets everything on clear, and a failed computation is not kept', async () => {
    const cache = new AnswerCache({ maxAgeMs: 60_000, maxBytes: 1_000_000 });
    await cache.answer('k', async () => ({ v: 1 }));
    cache.clear();
    expect(cache.size).toBe(0);
    await expect(cache.answer('bad', async () => { throw new Error('database down'); })).rejects.toThrow('database down');
    const retried = await cache.answer('bad', async () => ({ v: 2 }));
    expect(JSON.parse((await plainBody(retried)).toString())).toEqual({ v: 2 });
  });

  it('reads Accept-Encoding, including a refused gzip', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
