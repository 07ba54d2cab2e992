import type { BlockDataContext } from '../../ui/screen-props.ts';
import { upcomingCountsQuery, upcomingDayQuery } from './api.ts';
import { dayShown, mergeCounts, monthsOf, upcomingDays } from './upcoming-days.ts';

/** The day picker's counts, then the events of the day the block opens on, read before the block renders. */
export async function loadUpcomingEventsData({ queryClient, locale, today }: BlockDataContext<'upcoming_events'>) {
  const days = upcomingDays(today);
  const counts = await Promise.all(
    monthsOf(days).map((month) => queryClient.ensureQueryData(upcomingCountsQuery(locale, month))),
  );
  return queryClient.ensureQueryData(upcomingDayQuery(locale, dayShown(days, mergeCounts(counts), today)));
}
