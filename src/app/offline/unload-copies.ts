/** One localStorage item per value: `vm.untilStored.{name}`. */
const PREFIX = 'vm.untilStored.';

/**
 * Keeps a value on its way into IndexedDB in localStorage until it is there. Chromium aborts an IndexedDB write that
 * a page starts while it unloads (even a single put on an open connection), and a reload or a closed tab can come at
 * any moment; localStorage is written at once, so the next load finds what did not arrive and stores it (decision
 * 043). Returns what was kept, for forgetKeptCopy; undefined if storage is full or blocked (the IndexedDB write is
 * then the only chance, as without this).
 */
export function keepUntilStored(name: string, value: unknown): string | undefined {
  try {
    const text = JSON.stringify(value);
    localStorage.setItem(PREFIX + name, text);
    return text;
  } catch {
    return undefined;
  }
}

/** IndexedDB holds the value now: its copy goes, unless a later one replaced it. */
export function forgetKeptCopy(name: string, kept: string | undefined): void {
  if (kept === undefined) return;
  try {
    if (localStorage.getItem(PREFIX + name) === kept) localStorage.removeItem(PREFIX + name);
  } catch {
    // Blocked storage holds no copy.
  }
}

/** The copies whose names start with `group`, with what keepUntilStored returned for each; unreadable ones go. */
export function keptCopies<T>(
  group: string,
  readable: (value: unknown) => value is T,
): { name: string; value: T; kept: string }[] {
  try {
    const names = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index))
      .filter((key): key is string => key?.startsWith(PREFIX + group) === true)
      .map((key) => key.slice(PREFIX.length));
    return names.flatMap((name) => {
      const kept = localStorage.getItem(PREFIX + name) ?? '';
      const value = parse(kept, readable);
      if (value === undefined) localStorage.removeItem(PREFIX + name);
      return value === undefined ? [] : [{ name, value, kept }];
    });
  } catch {
    return [];
  }
}

function parse<T>(text: string, readable: (value: unknown) => value is T): T | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return readable(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
