/** Spec 01 §9 and spec 02 §5/§9: account and trip constants. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORDS_NOT_SAME = 'Hesla nejsou shodná';
export const PASSWORD_STRENGTH_LABELS = ['too short', 'very weak', 'weak', 'good', 'very good', 'very strong'] as const;
export const MY_ACCOUNT_TRIPS_INITIAL = 2;
export const MY_ACCOUNT_TRIPS_STEP = 6;
export const MY_ACCOUNT_LATEST_TRIPS = 3;
export const TRIP_THUMBNAIL = { width: 368, height: 211 } as const;
export const NEWSLETTER_INTERESTS = ['veřejnost', 'odborníky'] as const;
export const NEWSLETTER_REQUIRED = 'Povinné pole';
export const NEWSLETTER_INVALID_EMAIL = 'E-mail má neplatný formát';
export const FORM_REQUIRED = 'Povinné pole';
