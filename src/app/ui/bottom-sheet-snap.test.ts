import { describe, expect, it } from 'vitest';
import { settleSnap, snapOffsets, stepSnap } from './bottom-sheet-snap.ts';

describe('bottom sheet snaps', () => {
  const offsets = snapOffsets(700, 180);

  it('places peek, half and full down the sheet', () => {
    expect(offsets).toEqual({ full: 0, half: 350, peek: 520 });
    expect(snapOffsets(100, 180).peek).toBe(0);
  });

  it('settles a slow release at the nearest snap', () => {
    expect(settleSnap(500, 0, offsets)).toBe('peek');
    expect(settleSnap(400, 0, offsets)).toBe('half');
    expect(settleSnap(120, 0, offsets)).toBe('full');
  });

  it('lets a flick carry on to the next snap the way it went', () => {
    expect(settleSnap(500, -1, offsets)).toBe('half');
    expect(settleSnap(330, -1, offsets)).toBe('full');
    expect(settleSnap(300, 1.5, offsets)).toBe('half');
    expect(settleSnap(360, 1.5, offsets)).toBe('peek');
    expect(settleSnap(520, 2, offsets)).toBe('peek');
    expect(settleSnap(0, -2, offsets)).toBe('full');
  });

  it('steps up and down without passing the ends, and a click goes round', () => {
    expect(stepSnap('peek', 'up')).toBe('half');
    expect(stepSnap('full', 'up')).toBe('full');
    expect(stepSnap('peek', 'down')).toBe('peek');
    expect(stepSnap('full', 'down')).toBe('half');
    expect(['peek', 'half', 'full'].map((s) => stepSnap(s as 'peek', 'cycle'))).toEqual(['half', 'full', 'peek']);
  });
});
