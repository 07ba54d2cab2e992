import { describe, expect, it } from 'vitest';
import { movedHashAddress, pageCount, pageWindow, searchWithPage } from './list-paging.ts';

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

  it('writes the page into the query, keeps other keys and drops page 1', () => {
    expect(searchWithPage({}, 3)).toEqual({ page: 3 });
    expect(searchWithPage({ s: 'x', page: 3 }, 1)).toEqual({ s: 'x' });
    expect(searchWithPage({ page: 2, signin: 1 }, 5)).toEqual({ page: 5, signin: 1 });
  });
});

describe('old hash addresses', () => {
  const at = (pathname: string, search: string, hash: string) => ({ pathname, search, hash });

  it('moves the page from the hash into the query', () => {
    expect(movedHashAddress(at('/cs/aktuality', '', '#page=4'), ['page'])).toBe('/cs/aktuality?page=4');
  });

  it('keeps the query and the hash keys it does not move', () => {
    expect(movedHashAddress(at('/cs/recepty', '?signin=1', '#page=2&x=y'), ['page'])).toBe(
      '/cs/recepty?signin=1&page=2#x=y',
    );
  });

  it('moves several keys, commas left readable, and lets the query win over the hash', () => {
    expect(
      movedHashAddress(at('/cs/kalendar-akci', '?p=top', '#p=stmartins&m=1,2&s=vino'), ['s', 'from', 'to', 'm', 'p']),
    ).toBe('/cs/kalendar-akci?p=top&s=vino&m=1,2');
  });

  it('drops an empty value instead of writing an empty key', () => {
    expect(movedHashAddress(at('/cs/slovnik', '', '#d='), ['d'])).toBe('/cs/slovnik');
  });

  it('has nothing to move when the hash holds none of the keys', () => {
    expect(movedHashAddress(at('/cs/aktuality', '', ''), ['page'])).toBeNull();
    expect(movedHashAddress(at('/cs/aktuality', '?page=2', '#top'), ['page'])).toBeNull();
  });
});
