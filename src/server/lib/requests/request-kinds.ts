import type { RequestFormKind } from '../../../shared/api/calls/requests.ts';
import type { RequestKind } from '../../../shared/api/calls/review.ts';

/** The form page kinds (spec 02 §2) and the kinds the requests table stores. */
export const KIND_OF_FORM: Readonly<Record<RequestFormKind, RequestKind>> = {
  akce: 'event',
  'e-shop': 'eshop',
  restaurace: 'restaurant',
  vinar: 'wine_entity',
};

/** The catalogue table of each request kind. */
export const KIND_TABLE: Readonly<Record<RequestKind, string>> = {
  event: 'events',
  eshop: 'eshops',
  restaurant: 'restaurants',
  wine_entity: 'wine_entities',
};

/** Czech names of what a request adds or edits, for mails and the review screen. */
export const KIND_TITLE: Readonly<Record<RequestKind, string>> = {
  event: 'akce',
  eshop: 'e-shopu',
  restaurant: 'restaurace',
  wine_entity: 'vinařského subjektu',
};
