/** The largest id a catalogue or request record can have: ids are PostgreSQL `integer` columns. */
export const MAX_RECORD_ID = 2_147_483_647;
