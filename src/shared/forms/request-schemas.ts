/** The four request schemas in one place for the /api contract (src/shared/api/calls/requests.ts). */
export { eventRequestSchema } from './event-request.ts';
export { eshopRequestSchema } from './eshop-request.ts';
export { restaurantRequestSchema } from './restaurant-request.ts';
export { wineEntityRequestSchema } from './wine-entity-request.ts';
