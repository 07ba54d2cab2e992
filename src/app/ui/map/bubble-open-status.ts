import { expandCompactHours } from '../../../shared/domain/compact-hours.ts';
import { openStatusAt } from '../../../shared/domain/opening-status.ts';
import { i18n } from '../../i18n/i18n.ts';
import { openStatusText } from '../open-status-text.ts';
import '../open-status.css';

/** The bubble's open-status line from the point's short hours, at the moment the bubble opens; null when unknown. */
export function bubbleOpenStatus(hours: string | null | undefined, now = new Date()): HTMLElement | null {
  const status = openStatusAt(expandCompactHours(hours), now);
  const text = openStatusText(status, i18n.getFixedT(i18n.language));
  if (!text) return null;
  const line = document.createElement('p');
  line.className = `map-bubble__open open-status open-status--${status.kind}`;
  line.dataset.testid = 'open-status';
  line.textContent = text;
  return line;
}
