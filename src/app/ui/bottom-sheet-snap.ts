export const SHEET_SNAPS = ['peek', 'half', 'full'] as const;
export type SheetSnap = (typeof SHEET_SNAPS)[number];

/** How far down each snap moves the sheet (px): full shows it all, half half of it, peek only its top `peek` px. */
export function snapOffsets(sheetHeight: number, peek: number): Record<SheetSnap, number> {
  return { full: 0, half: Math.round(sheetHeight / 2), peek: Math.max(0, sheetHeight - peek) };
}

/** Faster than this (px/ms) a release is a flick. */
const FLICK = 0.4;

/**
 * Where a released drag settles: after a flick (velocity in px/ms, down positive) the next snap the way it went, else
 * the nearest snap.
 */
export function settleSnap(offset: number, velocity: number, offsets: Record<SheetSnap, number>): SheetSnap {
  if (Math.abs(velocity) > FLICK) {
    const ahead = SHEET_SNAPS.filter((snap) => (velocity < 0 ? offsets[snap] < offset : offsets[snap] > offset));
    const next = ahead.sort((a, b) => Math.abs(offsets[a] - offset) - Math.abs(offsets[b] - offset))[0];
    if (next) return next;
  }
  let best: SheetSnap = 'peek';
  for (const snap of SHEET_SNAPS) if (Math.abs(offsets[snap] - offset) < Math.abs(offsets[best] - offset)) best = snap;
  return best;
}

/** The handle from the keyboard or a click: up (or round from full back to peek) one snap at a time. */
export function stepSnap(snap: SheetSnap, step: 'up' | 'down' | 'cycle'): SheetSnap {
  const at = SHEET_SNAPS.indexOf(snap);
  if (step === 'cycle') return SHEET_SNAPS[(at + 1) % SHEET_SNAPS.length] ?? 'peek';
  const next = step === 'up' ? Math.min(at + 1, SHEET_SNAPS.length - 1) : Math.max(at - 1, 0);
  return SHEET_SNAPS[next] ?? snap;
}
