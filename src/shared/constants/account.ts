/** Spec 01 §9 and spec 02 §5, §8, §9: accounts, passwords, trips, CMS forms and the newsletter. */

export const PASSWORD_MIN_LENGTH = 6;
/** Upper bound only so that hashing cannot be abused with megabyte passwords. */
export const PASSWORD_MAX_LENGTH = 200;

/** Spec 02 §5: the six strength labels, weakest first. */
export const PASSWORD_STRENGTH_LABELS = ['too short', 'very weak', 'weak', 'good', 'very good', 'very strong'] as const;
export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

/** The common required-field text (key form.required). */
export const REQUIRED_MESSAGE = 'Povinné pole';
export const INVALID_EMAIL_MESSAGE = 'Neplatný e-mail';
export const PASSWORD_TOO_SHORT_MESSAGE = `Heslo musí mít alespoň ${PASSWORD_MIN_LENGTH} znaků`;

/** Spec 02 §8 sign-in messages by code. */
export const AUTH_MESSAGES = {
  invalid_credentials: 'Nesprávné přihlašovací údaje',
  user_already_exists: 'A user with this email address has already been registered',
  invalid_email: INVALID_EMAIL_MESSAGE,
  invalid_phone: 'Neplatný formát - telefon musí mít přesně 9 čísel',
  passwords_not_same: 'Hesla nejsou shodná',
} as const;
export type AuthMessageCode = keyof typeof AUTH_MESSAGES;
/** Ours (the spec has no text for it): a new password among the most common ones is refused. */
export const COMMON_PASSWORD_MESSAGE = 'Toto heslo patří mezi nejčastěji používaná, zvolte jiné';

export const USER_ROLES = ['user', 'editor'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_NAME_MAX_LENGTH = 100;

/** Spec 01 §9: my account shows 2 trips, each show-more adds 6; the 3 latest updated trips. */
export const MY_ACCOUNT_TRIPS_INITIAL = 2;
export const MY_ACCOUNT_TRIPS_STEP = 6;
export const MY_ACCOUNT_LATEST_TRIPS = 3;
export const TRIP_THUMBNAIL = { width: 368, height: 211 } as const;
/** Spec 01 §9: the copy-link confirmation and the account's saved message each show for 3 seconds. */
export const COPY_CONFIRMATION_MS = 3000;
export const ACCOUNT_SAVED_MESSAGE_MS = 3000;

export const TRIP_TITLE_MAX_LENGTH = 120;
export const TRIP_DESCRIPTION_MAX_LENGTH = 2000;
/** How many places one add-places call may carry (a whole picker list, not unbounded). */
export const TRIP_PLACES_PER_CALL_MAX = 500;

/** A traveller's private note on a place. */
export const PLACE_NOTE_MAX_LENGTH = 2000;

/** Place ratings are whole stars, 1 to 5 (the catalogue keeps rating_sum / rating_count on that scale). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/**
 * Trip place search (spec 01 §2 "Places search for trips", §7 counts keys): the category filters
 * `t`, each mapped to the search-index doc types it covers.
 */
export const TRIP_SEARCH_TYPES = [
  'event',
  'winemaker',
  'cellar',
  'winebar',
  'wineshop',
  'restaurant',
  'accommodation',
] as const;
export type TripSearchType = (typeof TRIP_SEARCH_TYPES)[number];
export const TRIP_SEARCH_TYPE_DOC_TYPES: Record<TripSearchType, readonly string[]> = {
  event: ['event'],
  winemaker: ['winemaker'],
  cellar: ['cellar'],
  winebar: ['wine_bar'],
  wineshop: ['wine_shop'],
  restaurant: ['restaurant'],
  accommodation: ['accommodation'],
};
/**
 * Where the picker takes places from (`type`): the whole catalogue, or one of the user's
 * default lists (spec 01 §2 places picker: favorites or wishlist).
 */
export const TRIP_SEARCH_SOURCES = ['all', 'favorite', 'plannedToVisit', 'visited'] as const;
export type TripSearchSource = (typeof TRIP_SEARCH_SOURCES)[number];
/** Places returned per category list; counts are always complete. */
export const TRIP_SEARCH_LIST_LIMIT = 50;
export const TRIP_SEARCH_LIST_LIMIT_MAX = 200;

/** Spec 02 §3, §5, §9: newsletter. */
export const NEWSLETTER_INTERESTS = ['veřejnost', 'odborníky'] as const;
export type NewsletterInterest = (typeof NEWSLETTER_INTERESTS)[number];
export const NEWSLETTER_REQUIRED = REQUIRED_MESSAGE;
export const NEWSLETTER_INVALID_EMAIL = 'E-mail má neplatný formát';
export const NEWSLETTER_STATUSES = ['default', 'success', 'error', 'old', 'unsubscribed'] as const;

/** Spec 02 §3, §5: CMS forms. Checkbox values are '1' or '0'. */
export const CMS_FORM_FIELD_KINDS = ['input', 'textarea', 'checkbox', 'choice', 'fieldset'] as const;
export const CMS_INPUT_VARIANTS = ['short', 'medium', 'long'] as const;
export const CMS_CHECKBOX_VALUES = ['1', '0'] as const;
export const CMS_FORM_VALUE_MAX_LENGTH = 5000;
export const CMS_FORM_MAX_FIELDS = 100;
export const CMS_FORM_ERROR_MESSAGE = 'Formulář se nepodařilo odeslat';

/** DESIGN.md: stored Idempotency-Key answers are kept 30 days. */
export const IDEMPOTENCY_RETENTION_DAYS = 30;

/** The account pages and the trip page per locale (seeded CMS pages of types my_account, account_settings, trip). */
export const ACCOUNT_PAGE_PATHS = {
  account: { cs: 'muj-ucet', en: 'my-account', pl: 'moje-konto' },
  settings: { cs: 'muj-ucet/nastaveni', en: 'my-account/settings', pl: 'moje-konto/ustawienia' },
  trip: { cs: 'vylet', en: 'trip', pl: 'wycieczka' },
} as const;
export const accountPagePath = (page: keyof typeof ACCOUNT_PAGE_PATHS, locale: 'cs' | 'en' | 'pl') =>
  `/${locale}/${ACCOUNT_PAGE_PATHS[page][locale]}`;
/** A trip link's path after the locale: the trip page's path, then the trip's id. */
export const TRIP_LINK_PATTERN = /^(.+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** A trip's share link. */
export const tripPath = (locale: 'cs' | 'en' | 'pl', tripId: string) => `${accountPagePath('trip', locale)}/${tripId}`;
