import type { ComponentType } from 'react';
import type { RequestFormSlug } from '../../../../shared/forms/request-kinds.ts';
import { EshopRequestFields } from './eshop-request-fields.tsx';
import { EventRequestFields } from './event-request-fields.tsx';
import type { FieldsProps } from './options.ts';
import { RestaurantRequestFields } from './restaurant-request-fields.tsx';
import { WineEntityRequestFields } from './wine-entity/wine-entity-request-fields.tsx';

export type { FieldsProps, RequestOptions } from './options.ts';

/** The fields of each request form by the {kind} of its address (spec 02 §2). */
export const REQUEST_FIELDS: Record<RequestFormSlug, ComponentType<FieldsProps>> = {
  akce: EventRequestFields,
  'e-shop': EshopRequestFields,
  restaurace: RestaurantRequestFields,
  vinar: WineEntityRequestFields,
};
