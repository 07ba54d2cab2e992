import { useTranslation } from 'react-i18next';

export type FilterOption = { id: number | string; title: string; count: number; parentId: number | null };

export function toggled<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/**
 * One group of the sidebar filter: a checkbox per option with how many places match it. An option
 * nothing matches is disabled (unless it is already chosen, so it can still be unticked).
 */
export function FilterOptions<T extends number | string>({
  legend,
  options,
  chosen,
  onToggle,
  label,
  long = false,
}: {
  legend: string;
  /** A long list (municipalities) scrolls inside its own box so the rest of the filter stays in reach. */
  long?: boolean;
  options: readonly FilterOption[];
  chosen: readonly T[];
  onToggle: (value: T) => void;
  label?: (option: FilterOption) => string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={`filter__group ${long ? 'filter__group--long' : ''}`}>
      <legend>{legend}</legend>
      {options.length === 0 && <p className="filter__empty">{t('catalogue.noOptions')}</p>}
      <div className="filter__options">
        {options.map((option) => {
          const checked = chosen.includes(option.id as T);
          return (
            <label key={option.id} className="filter__option">
              <input
                type="checkbox"
                checked={checked}
                disabled={option.count === 0 && !checked}
                onChange={() => onToggle(option.id as T)}
              />
              <span className="filter__label">{label ? label(option) : option.title}</span>
              <span className="filter__count">{option.count}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
