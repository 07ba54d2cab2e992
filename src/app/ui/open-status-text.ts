import type { TFunction } from '../i18n/texts-store.ts';
import { weekdayOfDay, type OpenStatus } from '../../shared/domain/opening-status.ts';
import './open-status-texts.ts';

/** "Otevřeno do 18:00", "Zavřeno · otevře v so 10:00" (today and tomorrow named as such); null when unknown. */
export function openStatusText(status: OpenStatus, t: TFunction): string | null {
  if (status.kind === 'unknown') return null;
  if (status.kind === 'open') return t('openStatus.open', { time: status.closesAt });
  const { opens } = status;
  if (!opens) return t('openStatus.closed');
  if (opens.inDays === 0) return t('openStatus.opensToday', { time: opens.time });
  if (opens.inDays === 1) return t('openStatus.opensTomorrow', { time: opens.time });
  return t('openStatus.opensOn', { time: opens.time, weekday: t(`openStatus.weekdays.${opens.weekday}`) });
}

/** A calendar day's ('YYYY-MM-DD') weekday as the open-status texts name it: 'so', 'Sat', 'sob.'. */
export function shortWeekday(day: string, t: TFunction): string {
  return t(`openStatus.weekdays.${weekdayOfDay(day)}`);
}
