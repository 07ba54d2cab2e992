import { describe, expect, it } from 'vitest';
import { hashWithPage, pageCount, pageFromHash, pageWindow } from './list-paging.ts';

describe('plain list paging', () => {
  it('starts page n at (n-1) times the page size', () => {
    expect(pageWindow(1, 14)).toEqual({ offset: 0, limit: 14 });
    expect(pageWindow(3, 14)).toEqual({ offset: 28, limit: 14 });
    expect(pageWindow(2, 12)).toEqual({ offset: 12, limit: 12 });
    expect(pageWindow(0, 12)).toEqual({ offset: 0, limit: 12 });
  });

  it('counts ceil(count / size) pages', () => {
    expect(pageCount(0, 14)).toBe(0);
    expect(pageCount(14, 14)).toBe(1);
    expect(pageCount(15, 14)).toBe(2);
    expect(pageCount(60, 14)).toBe(5);
    expect(pageCount(30, 12)).toBe(3);
  });

  it('reads the page from the hash and ignores anything that is not a page above 1', () => {
    expect(pageFromHash('#page=4')).toBe(4);
    expect(pageFromHash('page=2&s=x')).toBe(2);
    expect(pageFromHash('')).toBe(1);
    expect(pageFromHash('#page=abc')).toBe(1);
    expect(pageFromHash('#page=-3')).toBe(1);
    expect(pageFromHash('#page=2.5')).toBe(1);
  });

  it('writes the page into the hash, keeps other keys and drops page 1', () => {
    expect(hashWithPage('', 3)).toBe('page=3');
    expect(hashWithPage('#s=x&page=3', 1)).toBe('s=x');
    expect(hashWithPage('#page=2', 5)).toBe('page=5');
  });
});
