/** Spec 01 §9: event query limit 1000; default range from today to one year ahead; programme filters. */
export const EVENT_QUERY_LIMIT = 1000;
export const EVENT_PROGRAMMES = ['stmartins', 'rosewines', 'top'] as const;
export type EventProgramme = (typeof EVENT_PROGRAMMES)[number];

/** The homepage's upcoming-events day picker: how many days from today it offers (our choice; the spec names no number). */
export const UPCOMING_DAYS_SHOWN = 30;
/** Spec 01 §2: the upcoming-events slider scrolls 3 slides on phones (below 768 px) and 1 on desktop. */
export const UPCOMING_SLIDES_PER_STEP = { narrow: 3, wide: 1 } as const;
