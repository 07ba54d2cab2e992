import { describe, expect, it } from 'vitest';
import { MapAnswerMemory } from './map-answer-memory.ts';

const answer = (etag: string) => ({ etag, gzipped: Buffer.from(etag) });
const all = { locale: 'cs', types: '' };

describe('MapAnswerMemory', () => {
  it('gives a copy only for the version it was made at, and per locale and type', () => {
    const memory = new MapAnswerMemory();
    memory.keep(all, 7, answer('a'));
    expect(memory.get(all, 7)?.etag).toBe('a');
    expect(memory.get(all, 8)).toBeUndefined();
    expect(memory.get({ locale: 'en', types: '' }, 7)).toBeUndefined();
    expect(memory.get({ locale: 'cs', types: 'cellar' }, 7)).toBeUndefined();
  });

  it('keeps one copy per key: a newer version replaces it, an older one does not', () => {
    const memory = new MapAnswerMemory();
    memory.keep(all, 7, answer('a'));
    memory.keep(all, 8, answer('b'));
    expect(memory.get(all, 7)).toBeUndefined();
    expect(memory.get(all, 8)?.etag).toBe('b');
    memory.keep(all, 7, answer('a'));
    expect(memory.get(all, 8)?.etag).toBe('b');
  });
});
