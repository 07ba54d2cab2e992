import type { z } from 'zod';
import { coerceFormValues } from './form-values.ts';
import { REQUEST_FORM_KINDS, type RequestFormSlug, type RequestInput, type RequestOutput } from './request-kinds.ts';
import { WINE_REQUEST_ITEM_TYPE_ID } from './request-constants.ts';
import type { WineEntityRequest } from './wine-entity-request.ts';

export type RequestPayload<S extends RequestFormSlug> = S extends 'vinar'
  ? WineEntityRequest & { itemType: typeof WINE_REQUEST_ITEM_TYPE_ID }
  : RequestOutput<S>;

/** Spec 02 §7: the two colour lists travel merged into wineVarieties, with the fixed itemType. */
function wineWithMergedVarieties(wine: WineEntityRequest): RequestPayload<'vinar'> {
  return {
    ...wine,
    wineVarieties: [...new Set([...wine.whiteWineVarieties, ...wine.redWineVarieties])],
    itemType: WINE_REQUEST_ITEM_TYPE_ID,
  };
}

/** The form's values coerced to the types the call takes (form-values.ts), before any rule is checked. */
export function coercedRequest<S extends RequestFormSlug>(slug: S, values: RequestInput<S>): unknown {
  return coerceFormValues(REQUEST_FORM_KINDS[slug].schema, values);
}

/**
 * What the form sends (spec 02 §7): its values coerced and then read by the call's schema (booleans, numbers from
 * strings, texts trimmed). Meant for values that passed the form's validation; others throw the ZodError.
 */
export function toRequestPayload<S extends RequestFormSlug>(slug: S, values: RequestInput<S>): RequestPayload<S> {
  const schema: z.ZodType = REQUEST_FORM_KINDS[slug].schema;
  const parsed = schema.parse(coercedRequest(slug, values));
  return (slug === 'vinar' ? wineWithMergedVarieties(parsed as WineEntityRequest) : parsed) as RequestPayload<S>;
}
