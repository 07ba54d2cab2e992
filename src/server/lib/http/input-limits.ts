/**
 * What one request may cost the server: the size and shape of its input, how many costly reads one client may run
 * at once, and how many log lines bad requests may write. Uploads keep their own cap (UPLOAD_FILE_MAX_BYTES).
 */

/** The largest JSON or form body a call reads; a larger one is refused (413) while it streams in, before parsing. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The deepest nesting of arrays and objects in a JSON body; deeper is a 400 (no call needs more than a few levels). */
export const MAX_JSON_DEPTH = 32;

/** At most this many bad fields are named in one 400 (a body of a million bad strings gets a short answer). */
export const MAX_NAMED_FIELDS = 20;

/** Costly public reads (searches, a searched map) one client address may have in flight; one more is a 429. */
export const COSTLY_READS_PER_CLIENT = 4;

/** The Retry-After of that 429, in seconds: a costly read takes milliseconds, so a client may soon try again. */
export const COSTLY_READ_RETRY_SECONDS = 1;

/**
 * How long that 429 is held before it is sent. Answered at once, a client with many connections would send the next
 * request at once too, and rejecting those would keep the server as busy as the reads; held, each refusal keeps one
 * of the client's own connections waiting instead.
 */
export const COSTLY_READ_REFUSAL_DELAY_MS = 1000;

/** Log lines one kind of event (client faults, server faults) may write per minute; the rest are counted. */
export const LOG_LINES_PER_MINUTE = 30;
