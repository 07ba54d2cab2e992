import { useTranslation } from '../../i18n/use-translation.tsx';
import { hasRegularHours, hoursOnDayOf, openStatusAt } from '../../../shared/domain/opening-status.ts';
import { openStatusText } from '../../ui/open-status-text.ts';
import { useMinuteClock } from '../../ui/use-minute-clock.ts';
import '../../ui/open-status.css';
import './where-texts.ts';

/**
 * Today's hours and whether the place is open, by the title: "Dnes 10:00–18:00 · Otevřeno do 18:00"; before the
 * opening only "Zavřeno · otevře v 10:00", and on a day it is closed only "Zavřeno · otevře v so 10:00". The time is the browser's, so the server's page and its takeover hold a
 * placeholder as high as the line can be (nothing moves) and the line is written once the app runs, as the cards do.
 */
export function TodayHours({ hours }: { hours: unknown }) {
  const { t } = useTranslation();
  const now = useMinuteClock();
  if (!hasRegularHours(hours)) return null;
  const at = now === null ? null : new Date(now);
  const status = at && openStatusAt(hours, at);
  const today = at && hoursOnDayOf(hours, at);
  // Before today's opening the status already says when it opens: today's hours would say it twice.
  const showToday = today?.from && !(status?.kind === 'closed' && status.opens?.inDays === 0);
  return (
    <p className="today-hours" data-testid="today-hours" aria-busy={status ? undefined : true}>
      <span className={`open-status open-status--pill ${status ? `open-status--${status.kind}` : ''}`}>
        {showToday && (
          <>
            <span className="today-hours__day">{t('detailWhere.today', { from: today.from, to: today.to })}</span>
            <span aria-hidden="true"> · </span>
          </>
        )}
        <span data-testid="open-status">{(status && openStatusText(status, t)) ?? '\u00a0'}</span>
      </span>
    </p>
  );
}
