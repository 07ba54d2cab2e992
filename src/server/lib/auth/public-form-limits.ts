const TEN_MINUTES = 10 * 60;
const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * How often the public form calls may be used, per client address unless named otherwise (docs/decisions/020):
 * a long form is sent once (an outbox replay answered from its stored answer is not counted); a winery's gallery
 * holds 50 images plus its logo and main image; each newsletter sign-up mails the address, so a few per e-mail and
 * hour keep the form from flooding someone; a request's confirmation goes to whatever authority e-mail was typed,
 * so an address gets a few a day (the request itself is still stored, only its mail is skipped).
 */
export const PUBLIC_FORM_LIMITS = {
  requestSave: { limit: 20, windowSeconds: TEN_MINUTES },
  upload: { limit: 60, windowSeconds: TEN_MINUTES },
  cmsForm: { limit: 20, windowSeconds: TEN_MINUTES },
  newsletter: { limit: 20, windowSeconds: TEN_MINUTES },
  newsletterPerEmail: { limit: 5, windowSeconds: HOUR },
  requestConfirmationPerEmail: { limit: 5, windowSeconds: DAY },
} as const;
