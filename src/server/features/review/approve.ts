import type { z } from 'zod';
import type { RequestKind } from '../../../shared/api/calls/review.ts';
import { eshopRequestSchema } from '../../../shared/forms/eshop-request.ts';
import { eventRequestSchema } from '../../../shared/forms/event-request.ts';
import { restaurantRequestSchema } from '../../../shared/forms/restaurant-request.ts';
import { wineEntityRequestSchema } from '../../../shared/forms/wine-entity-request.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../lib/http/api-error.ts';
import { issuesToFields } from '../../lib/http/api-router.ts';
import { approveEshop } from './approve-eshop.ts';
import { approveEvent } from './approve-event.ts';
import { approveRestaurant } from './approve-restaurant.ts';
import { approveWineEntity } from './approve-wine-entity.ts';

/**
 * A stored request is read again through its form schema: it passed when it was sent, but the rules may have moved on
 * since; a request they no longer accept is a 409 naming the fields (the editor rejects it), never a half-written record.
 */
function checked<T extends z.ZodType>(schema: T, payload: unknown): z.output<T> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(
      409,
      'request_outdated',
      'The request no longer passes the form rules; reject it and ask for a new one',
      issuesToFields(parsed.error.issues),
    );
  }
  return parsed.data;
}

/** Writes the catalogue record of an approved request (a new one, or the edited one): its id and Czech detail page. */
export function applyRequest(
  tx: Queryable,
  kind: RequestKind,
  payload: unknown,
  targetId: number | null,
): Promise<{ id: number; url: string }> {
  switch (kind) {
    case 'event':
      return approveEvent(tx, checked(eventRequestSchema, payload), targetId);
    case 'eshop':
      return approveEshop(tx, checked(eshopRequestSchema, payload), targetId);
    case 'restaurant':
      return approveRestaurant(tx, checked(restaurantRequestSchema, payload), targetId);
    case 'wine_entity':
      return approveWineEntity(tx, checked(wineEntityRequestSchema, payload), targetId);
  }
}
