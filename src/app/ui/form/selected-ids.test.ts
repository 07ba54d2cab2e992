import { describe, expect, it } from 'vitest';
import { selectedIds, toggleId } from './selected-ids.ts';

describe('ids picked in a list field', () => {
  it('reads anything that is not a list as nothing picked', () => {
    expect(selectedIds(undefined)).toEqual([]);
    expect(selectedIds('')).toEqual([]);
    expect(selectedIds([1, '2', null])).toEqual([1, '2']);
  });

  it('adds an id once and removes it whether stored as number or text', () => {
    expect(toggleId([1], 1, true)).toEqual([1]);
    expect(toggleId([1, 2], 2, false)).toEqual([1]);
    expect(toggleId(['5', 2], 5, false)).toEqual([2]);
  });
});
