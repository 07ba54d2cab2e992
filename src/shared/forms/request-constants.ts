import { WINE_ENTITY_TYPES, type WineEntityType } from '../constants/places.ts';

/**
 * The event type of open cellars: the seed numbers event types from 1 in their list order, and
 * 'otevrene-sklepy' is the second (EVENT_TYPES in src/server/seed/varieties-data.ts).
 */
export const OPEN_CELLARS_EVENT_TYPE = { id: 2, slug: 'otevrene-sklepy' } as const;

/** Spec 02 §5: open-cellars events need at least 6 wineries and 2 months (read in open-cellars.ts). */
export const OPEN_CELLARS_MIN_WINERIES = 6;
export const OPEN_CELLARS_MIN_MONTHS = 2;

/** What an event is tied to (spec 02 §3); '' is "not tied". */
export const EVENT_CONNECTIONS = ['Lokalita', 'Obec', 'Vinař'] as const;
export type EventConnection = (typeof EVENT_CONNECTIONS)[number];

/**
 * Ids of the wine-entity types offered by the request form's type select: 1 to 5 in the order of
 * WINE_ENTITY_TYPES (winemaker, cellar, wine_bar, wine_shop, accommodation). The spec's "third type"
 * that may have its own kitchen is therefore the wine bar.
 */
export const WINE_ENTITY_TYPE_IDS: Readonly<Record<WineEntityType, number>> = Object.fromEntries(
  WINE_ENTITY_TYPES.map((type, index) => [type, index + 1]),
) as Record<WineEntityType, number>;

/** Spec 02 §7: the wine request is sent with itemType set to a fixed id the spec does not show; ours is 1. */
export const WINE_REQUEST_ITEM_TYPE_ID = 1;

/** Spec 02 §5/§9 limits. */
/** Lengths of the plain text fields the spec leaves open: a line (titles, streets), a name, a long text, an IČO. */
export const TEXT_LIMITS = { line: 200, name: 100, long: 2000, companyId: 20 } as const;
export const EVENT_LIMITS = { title: 60, perex: 300, text: 2000 } as const;
export const WINE_ENTITY_LIMITS = { houseNumber: 10, zip: 6, perex: 550, perexEn: 700 } as const;
export const REQUEST_LIST_LIMITS = { gallery: 50, documents: 20, touristPrograms: 50, rooms: 50, ids: 500 } as const;
/**
 * Bounds of the numbers the spec leaves open, so that a typo (a postcode in a capacity, feet for metres) is refused:
 * counts (places, capacities, participants), amounts (prices in CZK, hectares, bottles a year), and the altitude in
 * metres, which covers Czechia (115–1603 m) with room to spare.
 */
export const NUMBER_LIMITS = { count: 100_000, amount: 1_000_000_000, altitude: { min: 0, max: 2_000 } } as const;
