import { describe, expect, it } from 'vitest';
import { termHash, termIdInHash } from './dictionary-hash.ts';

describe('dictionary term in the address hash', () => {
  it('reads #d={id} with or without the hash sign', () => {
    expect(termIdInHash('#d=160004')).toBe(160004);
    expect(termIdInHash('d=12')).toBe(12);
  });

  it('opens no term for anything else', () => {
    expect(termIdInHash('')).toBeNull();
    expect(termIdInHash('#d=')).toBeNull();
    expect(termIdInHash('#d=0')).toBeNull();
    expect(termIdInHash('#d=12abc')).toBeNull();
    expect(termIdInHash('#x=12')).toBeNull();
  });

  it('writes the hash the reader reads back', () => {
    expect(termIdInHash(termHash(321))).toBe(321);
  });
});
