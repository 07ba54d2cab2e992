import type { z } from 'zod';
import { emptyEshopRequest, eshopRequestFormSchema, eshopRequestSchema } from './eshop-request.ts';
import { emptyEventRequest, eventRequestFormSchema, eventRequestSchema } from './event-request.ts';
import type { FormValues } from './form-values.ts';
import { emptyRestaurantRequest, restaurantRequestFormSchema, restaurantRequestSchema } from './restaurant-request.ts';
import { emptyWineEntityRequest, wineEntityRequestFormSchema, wineEntityRequestSchema } from './wine-entity-request.ts';

/**
 * The request forms by the {kind} of /cs/pozadavky/{kind}/{id} (spec 02 §2), with the call each one sends (§7): the
 * call's schema (what the server takes) and the form's (the same, after the client's coercion of its values).
 */
export const REQUEST_FORM_KINDS = {
  akce: {
    kind: 'event',
    savePath: '/api/request/saveEventRequest',
    schema: eventRequestSchema,
    formSchema: eventRequestFormSchema,
    empty: emptyEventRequest,
  },
  'e-shop': {
    kind: 'eshop',
    savePath: '/api/request/saveEshopRequest',
    schema: eshopRequestSchema,
    formSchema: eshopRequestFormSchema,
    empty: emptyEshopRequest,
  },
  restaurace: {
    kind: 'restaurant',
    savePath: '/api/request/saveRestaurantRequest',
    schema: restaurantRequestSchema,
    formSchema: restaurantRequestFormSchema,
    empty: emptyRestaurantRequest,
  },
  vinar: {
    kind: 'wine_entity',
    savePath: '/api/request/saveWineRequest',
    schema: wineEntityRequestSchema,
    formSchema: wineEntityRequestFormSchema,
    empty: emptyWineEntityRequest,
  },
} as const;

export type RequestFormSlug = keyof typeof REQUEST_FORM_KINDS;
export type RequestFormKind = (typeof REQUEST_FORM_KINDS)[RequestFormSlug]['kind'];
export const REQUEST_FORM_SLUGS = Object.keys(REQUEST_FORM_KINDS) as RequestFormSlug[];

/** The form's values (strings from inputs allowed) and the checked request, per form. */
export type RequestInput<S extends RequestFormSlug> = FormValues<z.input<(typeof REQUEST_FORM_KINDS)[S]['schema']>>;
export type RequestOutput<S extends RequestFormSlug> = z.output<(typeof REQUEST_FORM_KINDS)[S]['schema']>;

export function isRequestFormSlug(value: string): value is RequestFormSlug {
  return Object.hasOwn(REQUEST_FORM_KINDS, value);
}
