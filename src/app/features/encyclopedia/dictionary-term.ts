/**
 * Spec 01 §2: a dictionary term is opened on the dictionary page by `d={id}`, in the address query (`?d=12`, so the
 * server renders the term; old `#d=12` addresses are moved there in the browser). Anything else opens none.
 */
export function termIdOf(query: Readonly<Record<string, unknown>>): number | null {
  const value = query.d;
  const id = typeof value === 'number' || (typeof value === 'string' && /^\d{1,9}$/.test(value)) ? Number(value) : 0;
  return Number.isInteger(id) && id > 0 && id < 1e9 ? id : null;
}

/** The address query that opens a term, keeping the query's other keys. */
export const withTerm = (query: Readonly<Record<string, unknown>>, id: number): Record<string, unknown> => ({
  ...query,
  d: id,
});

/** The key a term has in the address (and had in its hash). */
export const TERM_KEYS = ['d'] as const;
