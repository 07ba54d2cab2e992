/** An itinerary board's columns: a column's id (a day's id, or the stops not in a day) → its stop keys in order. */
export type BoardColumns = Readonly<Record<string, readonly string[]>>;

/**
 * The columns with `key` moved into `column` just before `overKey` (or at its end when the pointer is over the column
 * itself): what the board shows while a stop is dragged from one day to another. The same object when nothing moves.
 */
export function moveBetweenColumns(
  columns: BoardColumns,
  key: string,
  column: string | null,
  overKey: string,
): BoardColumns {
  const from = Object.keys(columns).find((id) => columns[id]?.includes(key));
  if (!from || !column || from === column) return columns;
  const target = columns[column] ?? [];
  const at = target.indexOf(overKey);
  const index = at < 0 ? target.length : at;
  return {
    ...columns,
    [from]: (columns[from] ?? []).filter((other) => other !== key),
    [column]: [...target.slice(0, index), key, ...target.slice(index)],
  };
}

/** Whether two boards hold the same stops in the same columns and order (a new read of an unchanged trip is the same). */
export function sameColumns(a: BoardColumns, b: BoardColumns): boolean {
  if (a === b) return true;
  const ids = Object.keys(a);
  if (ids.length !== Object.keys(b).length) return false;
  return ids.every((id) => {
    const left = a[id];
    const right = b[id];
    return (
      left !== undefined &&
      right !== undefined &&
      left.length === right.length &&
      left.every((key, i) => key === right[i])
    );
  });
}
