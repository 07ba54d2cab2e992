import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { ReviewDetail } from '../../../shared/api/calls/review.ts';
import { TIME_ZONE } from '../../../shared/constants/locales.ts';
import { ApiRequestError, OfflineError } from '../../lib/api-client.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface DiffRow {
  field: string;
  label: string;
  before: string;
  after: string;
}

/**
 * The diff table's rows: the field's label as its form shows it (its path only when the form has no text for it); a new
 * record has nothing before.
 */
export function diffRows(
  detail: Pick<ReviewDetail, 'targetId' | 'diff'>,
  labelOf: (field: string) => string | undefined,
): DiffRow[] {
  const isNew = detail.targetId === null;
  return detail.diff.map((entry) => ({
    field: entry.field,
    label: labelOf(entry.field) ?? entry.field,
    before: isNew ? '' : (entry.before ?? ''),
    after: entry.after ?? '',
  }));
}

const OWN_FILE = /^\/(media|uploads)\/\S+$/;

/**
 * The addresses of the images a diff value names, when it names only images (an image field, or a gallery as its
 * addresses joined by ', '); null for any other value, which is shown as text.
 */
export function imageAddresses(value: string): string[] | null {
  if (value === '') return null;
  const parts = value.split(', ');
  return parts.every((part) => OWN_FILE.test(part)) ? parts : null;
}

/** When a request came, in Prague time: '3. 11. 2026 14:05'. */
export function submittedAt(createdAt: string): string {
  return dayjs(createdAt).tz(TIME_ZONE).format('D. M. YYYY H:mm');
}

export type ReviewProblem =
  'offline' | 'signedOut' | 'notEditor' | 'notFound' | 'alreadyDecided' | 'outdated' | 'tooMany' | 'failed';

/** What went wrong with a review call, as the screen names it. */
export function reviewProblem(error: unknown): ReviewProblem {
  if (error instanceof OfflineError) return 'offline';
  if (!(error instanceof ApiRequestError)) return 'failed';
  switch (error.status) {
    case 401:
      return 'signedOut';
    case 403:
      return 'notEditor';
    case 404:
      return 'notFound';
    case 409:
      return error.code === 'request_outdated' ? 'outdated' : 'alreadyDecided';
    case 429:
      return 'tooMany';
    default:
      return 'failed';
  }
}
