/** Spec 01 §9: event query limit 1000; default range from today to one year ahead; programme filters. */
export const EVENT_QUERY_LIMIT = 1000;
export const EVENT_PROGRAMMES = ['stmartins', 'rosewines', 'top'] as const;
export type EventProgramme = (typeof EVENT_PROGRAMMES)[number];
