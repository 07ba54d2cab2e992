import { useTranslation } from '../i18n/use-translation.tsx';
import { hasRegularHours, openStatusAt } from '../../shared/domain/opening-status.ts';
import { openStatusText } from './open-status-text.ts';
import { useMinuteClock } from './use-minute-clock.ts';
import './open-status.css';

/**
 * Whether the place is open now, from its opening hours. Whether it has hours does not depend on the time, so the
 * server's page already holds the line; the status itself is written once the browser has the page (a one-line
 * placeholder until then, so nothing moves), and follows the clock.
 */
export function OpenStatusLabel({ hours, className = '' }: { hours: unknown; className?: string }) {
  const { t } = useTranslation();
  const now = useMinuteClock();
  if (!hasRegularHours(hours)) return null;
  const status = now === null ? null : openStatusAt(hours, new Date(now));
  return (
    <p
      className={`open-status ${status ? `open-status--${status.kind}` : ''} ${className}`}
      data-testid="open-status"
      aria-busy={status ? undefined : true}
    >
      {(status && openStatusText(status, t)) ?? '\u00a0'}
    </p>
  );
}
