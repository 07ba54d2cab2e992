import { useTranslation } from '../../i18n/use-translation.tsx';

export type FilterOption = { id: number | string; title: string; count: number; parentId: number | null };

export function toggled<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** The options nothing matches go last (in their order), unless chosen: those stay where the visitor found them. */
export function zeroOptionsLast(
  options: readonly FilterOption[],
  chosen: readonly (number | string)[],
): FilterOption[] {
  const open = (option: FilterOption) => option.count > 0 || chosen.includes(option.id);
  return [...options.filter(open), ...options.filter((option) => !open(option))];
}

/**
 * One group of the sidebar filter: a checkbox per option with how many places it gives with the other chosen
 * filters. An option nothing matches is disabled and goes last (unless it is already chosen, so it can still be
 * unticked).
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
        {zeroOptionsLast(options, chosen).map((option) => {
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
