import type { NEWSLETTER_STATUSES } from '../../../shared/constants/account.ts';

export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** The status an answer of /api/newsletter/save means (spec 02 §7): 'old' as the server says, success only with an id. */
export function newsletterStatusOf(answer: { id: string | null; status: string } | null | undefined): NewsletterStatus {
  if (answer?.status === 'old') return 'old';
  return typeof answer?.id === 'string' && answer.id !== '' ? 'success' : 'error';
}

/** The unsubscribe link lands on `?newsletter=unsubscribed`; any other address starts the box in its default status. */
export function statusFromAddress(search: Readonly<Record<string, unknown>>): NewsletterStatus {
  return search.newsletter === 'unsubscribed' ? 'unsubscribed' : 'default';
}

/** In success and old the form gives way to the success text (spec 02 §4). */
export const isSubscribed = (status: NewsletterStatus): boolean => status === 'success' || status === 'old';
