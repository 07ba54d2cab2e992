/** Bounds of a trip's plan (issue 29): days, stop placement, notes and the tasted/bought log. */
export const TRIP_DAYS_MAX = 30;
/** Stops one placement call may set: a whole day's new order, or "optimise this day" and its undo. */
export const TRIP_STOPS_PER_CALL_MAX = 200;
export const TRIP_STOP_NOTE_MAX_LENGTH = 2000;
export const TRIP_LOG_ENTRIES_MAX = 500;
export const TRIP_LOG_WINE_NAME_MAX_LENGTH = 200;
/** CZK. */
export const TRIP_LOG_PRICE_MAX = 1_000_000;
export const TRIP_LOG_KINDS = ['tasted', 'bought'] as const;
export type TripLogKind = (typeof TRIP_LOG_KINDS)[number];
/** A position of a day or a stop: any finite number within this range (a drop between two stops may halve a gap). */
export const TRIP_POSITION_MAX = 1_000_000_000;
