/** Events grouped under the day they start; an event already running is listed under the range's first day. */
export function groupByDay<T extends { dateFrom: string }>(
  events: readonly T[],
  from: string,
): { day: string; events: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const event of events) {
    const start = event.dateFrom.slice(0, 10);
    const day = start < from ? from : start;
    groups.set(day, [...(groups.get(day) ?? []), event]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, list]) => ({ day, events: list }));
}

/** The calendar draws whole days until at least this many events are on screen, then offers more. */
export const EVENTS_PER_BATCH = 40;

/** How many leading day groups hold at least `events` events (all of them when there are fewer). */
export function groupsToShow(groups: readonly { events: readonly unknown[] }[], events: number): number {
  let shown = 0;
  for (let i = 0; i < groups.length; i += 1) {
    shown += groups[i]?.events.length ?? 0;
    if (shown >= events) return i + 1;
  }
  return groups.length;
}
