import { z } from 'zod';
import { MESSAGES, RULE_MESSAGES, tooLongMessage } from './form-messages.ts';
import { addIssue, location, optionalId, optionalText, requiredId } from './form-rules.ts';
import { TEXT_LIMITS, WINE_ENTITY_LIMITS } from './request-constants.ts';

/** The address lies outside the wine subregions: a free-text city instead of a wine municipality. */
export const OUTSIDE_SUBREGIONS = 'none';

/**
 * null is "not chosen yet" (and fails as required), 'none' is "outside the subregions", a number is the
 * subregion. A missing value counts as outside, the spec's "undefined"; the empty select option is "not chosen".
 */
const wineSubregion = z
  .union([z.literal(OUTSIDE_SUBREGIONS), requiredId], { error: RULE_MESSAGES.choice })
  .nullable()
  .default(OUTSIDE_SUBREGIONS);

/** Address fields as stored; what they must contain is checked by checkWineAddress, for the sections that are shown. */
export const wineAddressFields = z.object({
  wineSubregion,
  city: optionalText(TEXT_LIMITS.name),
  municipality: optionalId,
  street: optionalText(TEXT_LIMITS.line),
  houseNumber: optionalText(TEXT_LIMITS.line),
  zip: optionalText(TEXT_LIMITS.line),
  location,
});

type AddressValues = Partial<Record<keyof z.output<typeof wineAddressFields>, unknown>>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Spec 02 §5: street and zip required, house number ≤ 10, zip ≤ 6, and the subregion decides between municipality and city. */
export function checkWineAddress(
  address: AddressValues | undefined,
  ctx: z.RefinementCtx,
  at: (string | number)[],
): void {
  if (!address) {
    addIssue(ctx, at, MESSAGES.required);
    return;
  }
  if (!text(address.street)) addIssue(ctx, [...at, 'street'], MESSAGES.required);
  if (text(address.houseNumber).length > WINE_ENTITY_LIMITS.houseNumber)
    addIssue(ctx, [...at, 'houseNumber'], tooLongMessage(WINE_ENTITY_LIMITS.houseNumber));
  if (!text(address.zip)) addIssue(ctx, [...at, 'zip'], MESSAGES.required);
  else if (text(address.zip).length > WINE_ENTITY_LIMITS.zip)
    addIssue(ctx, [...at, 'zip'], tooLongMessage(WINE_ENTITY_LIMITS.zip));
  if (address.wineSubregion === null) addIssue(ctx, [...at, 'wineSubregion'], MESSAGES.required);
  else if (address.wineSubregion === OUTSIDE_SUBREGIONS) {
    if (!text(address.city)) addIssue(ctx, [...at, 'city'], MESSAGES.required);
  } else if (typeof address.wineSubregion === 'number' && address.municipality === undefined)
    addIssue(ctx, [...at, 'municipality'], MESSAGES.required);
}

export function emptyWineAddress() {
  return { wineSubregion: null, city: '', municipality: '', street: '', houseNumber: '', zip: '', location: null };
}
