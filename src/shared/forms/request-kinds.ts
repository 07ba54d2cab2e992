import type { z } from 'zod';
import { emptyEshopRequest, eshopRequestSchema } from './eshop-request.ts';
import { emptyEventRequest, eventRequestSchema } from './event-request.ts';
import { emptyRestaurantRequest, restaurantRequestSchema } from './restaurant-request.ts';
import { emptyWineEntityRequest, wineEntityRequestSchema } from './wine-entity-request.ts';

/** The request forms by the {kind} of /cs/pozadavky/{kind}/{id} (spec 02 §2), with the call each one sends (§7). */
export const REQUEST_FORM_KINDS = {
  akce: { kind: 'event', savePath: '/api/request/saveEventRequest', schema: eventRequestSchema, empty: emptyEventRequest },
  'e-shop': { kind: 'eshop', savePath: '/api/request/saveEshopRequest', schema: eshopRequestSchema, empty: emptyEshopRequest },
  restaurace: { kind: 'restaurant', savePath: '/api/request/saveRestaurantRequest', schema: restaurantRequestSchema, empty: emptyRestaurantRequest },
  vinar: { kind: 'wine_entity', savePath: '/api/request/saveWineRequest', schema: wineEntityRequestSchema, empty: emptyWineEntityRequest },
} as const;

export type RequestFormSlug = keyof typeof REQUEST_FORM_KINDS;
export type RequestFormKind = (typeof REQUEST_FORM_KINDS)[RequestFormSlug]['kind'];
export const REQUEST_FORM_SLUGS = Object.keys(REQUEST_FORM_KINDS) as RequestFormSlug[];

/** The form's values (strings from inputs allowed) and the checked request, per form. */
export type RequestInput<S extends RequestFormSlug> = z.input<(typeof REQUEST_FORM_KINDS)[S]['schema']>;
export type RequestOutput<S extends RequestFormSlug> = z.output<(typeof REQUEST_FORM_KINDS)[S]['schema']>;

export function isRequestFormSlug(value: string): value is RequestFormSlug {
  return Object.hasOwn(REQUEST_FORM_KINDS, value);
}
