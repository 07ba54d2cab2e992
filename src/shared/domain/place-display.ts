/** Display rules for place details (spec 01 §2, §3, §9). */

export const CZECH_DIAL_CODE = '+420';
export const SERVICE_BADGE_CAP = 5;
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Phones grouped 3-3-3 with the dial code: '604180586' → '+420 604 180 586'; anything else is shown as given. */
export function formatPhone(raw: string): string {
  const digits = raw
    .replace(/[^\d+]/g, '')
    .replace(/^\+?420/, '')
    .replace(/^00420/, '');
  if (!/^\d{9}$/.test(digits)) return raw.trim();
  return `${CZECH_DIAL_CODE} ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

/** The first five badges, and how many more there are. */
export function capBadges<T>(badges: readonly T[], cap = SERVICE_BADGE_CAP): { shown: T[]; more: number } {
  return { shown: badges.slice(0, cap), more: Math.max(0, badges.length - cap) };
}

/** Signed out the score is the rounded average with its count; signed in it is the user's own rating. */
export function displayedScore(
  rating: number | null,
  ratingCount: number,
  userRating?: number | null,
): { value: number | null; count: number | null } {
  if (userRating !== undefined && userRating !== null) return { value: userRating, count: null };
  return { value: rating === null ? null : Math.round(rating), count: ratingCount };
}

export interface HoursRow {
  day: Weekday;
  from: string | null;
  to: string | null;
}

/** One season's opening hours in weekday order; a day without both times is closed. */
export function seasonHours(season: unknown): HoursRow[] {
  const table = typeof season === 'object' && season !== null ? (season as Record<string, unknown>) : {};
  return WEEKDAYS.map((day) => {
    const entry = table[day];
    const times = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
    const from = typeof times.from === 'string' ? times.from : null;
    const to = typeof times.to === 'string' ? times.to : null;
    return from && to ? { day, from, to } : { day, from: null, to: null };
  });
}
