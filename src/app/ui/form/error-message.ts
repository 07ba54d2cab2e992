import { get, type FieldErrors } from 'react-hook-form';

const messageOf = (node: unknown): string | undefined => {
  if (!node || typeof node !== 'object') return undefined;
  const { message } = node as { message?: unknown };
  return typeof message === 'string' && message.length > 0 ? message : undefined;
};

/**
 * The message to show under a field. Object and list values (a location, a gallery) may carry their error on the
 * value itself, on its `root`, or on one of their parts; the first one found is shown.
 */
export function errorMessage(errors: FieldErrors, name: string): string | undefined {
  const node: unknown = get(errors, name);
  const pending: unknown[] = [node];
  while (pending.length > 0) {
    const current = pending.shift();
    const own = messageOf(current);
    if (own) return own;
    if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (key !== 'ref' && key !== 'types') pending.push(child);
      }
    }
  }
  return undefined;
}
