import { describe, expect, it } from 'vitest';
import { MapAnswerMemory } from './map-answer-memory.ts';

const answer = (etag: string, version: number) => ({ etag, gzipped: Buffer.from(etag), version });
const all = { locale: 'cs', types: '' };

describe('MapAnswerMemory', () => {
  it('gives a copy only for the version it was made at, and per locale and type', () => {
    const memory = new MapAnswerMemory();
    memory.keep(all, answer('a', 7));
    expect(memory.get(all, 7)?.etag).toBe('a');
    expect(memory.get(all, 8)).toBeUndefined();
    expect(memory.get({ locale: 'en', types: '' }, 7)).toBeUndefined();
    expect(memory.get({ locale: 'cs', types: 'cellar' }, 7)).toBeUndefined();
  });

  it('keeps one copy per key: a newer version replaces it, an older one does not', () => {
    const memory = new MapAnswerMemory();
    memory.keep(all, answer('a', 7));
    memory.keep(all, answer('b', 8));
    expect(memory.get(all, 7)).toBeUndefined();
    expect(memory.get(all, 8)?.etag).toBe('b');
    memory.keep(all, answer('a', 7));
    expect(memory.get(all, 8)?.etag).toBe('b');
  });

  it('shares one read among requests that miss the copy together, unless it is older than one of them saw', async () => {
    const memory = new MapAnswerMemory();
    let reads = 0;
    let release = (): void => undefined;
    const slowRead = (version: number) => () =>
      new Promise<ReturnType<typeof answer>>((resolve) => {
        reads += 1;
        release = () => resolve(answer(`v${version}`, version));
      });
    const first = memory.read(all, 7, slowRead(7));
    const second = memory.read(all, 7, slowRead(7));
    const newer = memory.read(all, 8, async () => {
      reads += 1;
      return answer('v8', 8);
    });
    release();
    expect((await first).etag).toBe('v7');
    expect((await second).etag).toBe('v7');
    expect((await newer).etag).toBe('v8');
    expect(reads).toBe(2);
    expect(memory.get(all, 8)?.etag).toBe('v8');
  });
});
