import { describe, expect, it } from 'vitest';
import { readSearchHash, writeSearchHash } from './search-hash.ts';

describe('trip place search hash', () => {
  it('round-trips the text and the types', () => {
    const hash = writeSearchHash({ s: 'Valtice zámek', t: ['winemaker', 'cellar'] });
    expect(hash).toBe('#s=Valtice+z%C3%A1mek&t=winemaker%2Ccellar');
    expect(readSearchHash(hash)).toEqual({ s: 'Valtice zámek', t: ['winemaker', 'cellar'] });
  });
  it('is absent without s or t, and drops unknown types', () => {
    expect(readSearchHash('')).toBeNull();
    expect(readSearchHash('#other=1')).toBeNull();
    expect(readSearchHash('#t=castle,event')).toEqual({ s: '', t: ['event'] });
    expect(writeSearchHash(null)).toBe('');
  });
});
