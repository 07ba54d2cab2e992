import { describe, expect, it } from 'vitest';
import { VALID_REQUESTS } from '../../../shared/forms/request-examples.ts';
import type { Json } from '../../lib/requests/payload-read.ts';
import { requestDiff } from './review-diff.ts';

/** The example with every box ticked, so each field of the form has a value to show. */
function ticked(value: unknown): unknown {
  if (typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.map(ticked);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, ticked(item)]));
  return value;
}
const allTicked = (request: object): Json => ticked(request) as Json;

describe('requestDiff', () => {
  it.each(Object.entries(VALID_REQUESTS))('lists every filled field of the %s request as new', (_, request) => {
    const diff = requestDiff(allTicked(request), null, new Map());
    expect(diff.length).toBeGreaterThan(5);
    expect(diff.filter((entry) => entry.before !== null || entry.after === null).map((entry) => entry.field)).toEqual(
      [],
    );
  });

  it('lists only what an edit changes, with the value before and after', () => {
    const before = allTicked(VALID_REQUESTS.restaurace);
    const diff = requestDiff({ ...before, title: 'U Tří Sklepů', hasCardPayment: false }, before, new Map());
    expect(diff).toEqual([
      { field: 'title', before: before.title, after: 'U Tří Sklepů' },
      { field: 'hasCardPayment', before: 'ano', after: null },
    ]);
  });
});
