import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { formatMonth } from '../../../shared/domain/dates.ts';
import { usePageToday } from '../../ui/page-today.ts';
import { monthStrip } from './calendar-filters.ts';

/** The next twelve months; pressing one narrows the range to it, pressing it again goes back to the whole year. */
export function MonthStrip({
  locale,
  selected,
  onPick,
}: {
  locale: RoutedLocale;
  selected: string | null;
  onPick: (month: string | null) => void;
}) {
  const { t } = useTranslation();
  const today = usePageToday();
  return (
    <nav className="month-strip" aria-label={t('events.months')}>
      <ul className="month-strip__list">
        {monthStrip(today).map((month) => (
          <li key={month}>
            <button
              type="button"
              className="month-strip__month"
              aria-pressed={month === selected}
              onClick={() => onPick(month === selected ? null : month)}
            >
              {formatMonth(month, locale)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
