import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';

interface Option<T> {
  id: T;
  title: string;
  count?: number;
}

/** A group of checkboxes in the calendar's sidebar, with the count of events behind each option. */
export function FilterOptions<T extends string | number>({
  legend,
  options,
  chosen,
  onToggle,
  loading = false,
  scroll = false,
  before,
}: {
  legend: string;
  options: readonly Option<T>[];
  chosen: readonly T[];
  onToggle: (value: T) => void;
  loading?: boolean;
  scroll?: boolean;
  before?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="calendar-filter__group">
      <legend>{legend}</legend>
      {before}
      <div
        className={scroll ? 'calendar-filter__options calendar-filter__options--scroll' : 'calendar-filter__options'}
      >
        {loading && <p className="calendar-filter__empty">{t('events.loadingOptions')}</p>}
        {!loading && options.length === 0 && <p className="calendar-filter__empty">{t('events.noOptions')}</p>}
        {options.map((option) => (
          <label key={option.id} className="calendar-filter__option">
            <input type="checkbox" checked={chosen.includes(option.id)} onChange={() => onToggle(option.id)} />
            <span>{option.title}</span>
            {option.count !== undefined && <span className="calendar-filter__count">{option.count}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
