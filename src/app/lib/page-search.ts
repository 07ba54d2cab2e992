/**
 * The query string of a page's address, as its routes read it: a list's filters and page (`?page=2&s=…`), a modal's
 * state (`signin=1`). Bounded, so a crafted address cannot make the server's render (or the browser's) read something
 * unbounded: at most a few dozen keys of plain names, each one short value; `page` a number. Each screen still checks
 * the values it reads (unknown ones are dropped, never trusted).
 */
export interface PageSearch {
  /** Strings and numbers only (see parsePageSearch); typed loosely so that each screen's own address helpers fit. */
  readonly [key: string]: unknown;
  /** A list's page, 2 or more (page 1 is the bare address). */
  readonly page?: number;
}

const MAX_KEYS = 30;
const MAX_VALUE = 200;
const MAX_PAGE = 10_000;
const KEY = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

const plain = (value: unknown): string | number | undefined => {
  const raw = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw === 'boolean') return String(raw);
  return typeof raw === 'string' ? raw.slice(0, MAX_VALUE) : undefined;
};

/** The routes' search validation (TanStack Router `validateSearch`): bad keys and values are left out. */
export function parsePageSearch(raw: Record<string, unknown>): PageSearch {
  const search: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(raw).slice(0, MAX_KEYS)) {
    const kept = plain(value);
    if (KEY.test(key) && kept !== undefined) search[key] = kept;
  }
  const page = Number(search.page);
  delete search.page;
  if (Number.isInteger(page) && page > 1 && page <= MAX_PAGE) search.page = page;
  return search;
}
