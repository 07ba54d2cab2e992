import { describe, expect, it } from 'vitest';
import { i18n } from '../src/app/i18n/i18n.ts';
import { requestFieldLabel } from '../src/app/ui/request-fields/field-label.ts';
import { requestDiff } from '../src/server/features/review/review-diff.ts';
import type { Json } from '../src/server/lib/requests/payload-read.ts';
import { VALID_REQUESTS } from '../src/shared/forms/request-examples.ts';
import { REQUEST_FORM_KINDS, REQUEST_FORM_SLUGS } from '../src/shared/forms/request-kinds.ts';
import { toRequestPayload } from '../src/shared/forms/request-payload.ts';

/** The example with every box ticked, so each field of the form (and each section it unlocks) has a value to show. */
function ticked(value: unknown): unknown {
  if (typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.map(ticked);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, ticked(item)]));
  return value;
}

const czech = { t: i18n.getFixedT('cs'), exists: (key: string) => i18n.exists(key, { lng: 'cs' }) } as Parameters<
  typeof requestFieldLabel
>[0];

/** The server's diff names fields by their paths; the review screen names each by the text its form shows. */
describe('the review names every field a request can change as its form does', () => {
  it.each(REQUEST_FORM_SLUGS)('%s: every field of a request has a label of its own', (slug) => {
    const kind = REQUEST_FORM_KINDS[slug].kind;
    const diff = requestDiff(ticked(toRequestPayload(slug, VALID_REQUESTS[slug])) as Json, null, new Map());
    expect(diff.length).toBeGreaterThan(5);
    const labels = new Map(diff.map((entry) => [entry.field, requestFieldLabel(czech, kind, entry.field)]));
    expect([...labels].filter(([, label]) => label === undefined).map(([field]) => field)).toEqual([]);
    const fieldsByLabel = Map.groupBy(labels, ([, label]) => label);
    expect(
      [...fieldsByLabel.values()].filter((same) => same.length > 1).map((same) => same.map(([field]) => field)),
    ).toEqual([]);
  });
});
