/** Room left between two stops' positions: a stop dropped between them takes the middle, so no other stop moves. */
const STEP = 1;

/** The position of a stop put between two neighbours (either may be missing: the start or the end of a day). */
export function positionBetween(before: number | undefined, after: number | undefined): number {
  if (before === undefined && after === undefined) return 0;
  if (before === undefined) return (after as number) - STEP;
  if (after === undefined) return before + STEP;
  return (before + after) / 2;
}

/**
 * The position a stop takes when it lands at `index` of a day's list (the list without the stop itself), from its new
 * neighbours' positions: one stop changes, so two devices moving different stops never undo each other's moves.
 */
export function positionAt(positions: readonly number[], index: number): number {
  return positionBetween(positions[index - 1], positions[index]);
}

/** Positions for a whole new order of a day (an optimised day, its undo): 0, 1, 2 … */
export const positionsInOrder = <T>(items: readonly T[]): { item: T; position: number }[] =>
  items.map((item, position) => ({ item, position: position * STEP }));
