import { memo } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import type { z } from 'zod';
import type { GetCallAt } from '../../../shared/api/registry.ts';
import { FilterOptions, toggled } from './filter-options.tsx';
import type { ListFilters } from './list-filters.ts';
import type { ListKind } from './list-kinds.ts';
import { OpenNowFilter } from './open-now-filter.tsx';

interface Props {
  kind: ListKind;
  locale: RoutedLocale;
  /** The choice being made. */
  draft: ListFilters;
  /** The options with their counts for that choice, once read. */
  options: z.output<GetCallAt<'/api/others'>['output']> | undefined;
  pending: boolean;
  failed: boolean;
  /** Stable: the fields render again only when the choice or its options change. */
  onEdit: (next: ListFilters) => void;
}

/**
 * The filter's fields: the search text, a group of options per category with their counts, open now. Memoised: what
 * changes only around them (the screen's width known after the takeover, the sheet opening) does not render the
 * hundreds of options again.
 */
export const FilterFields = memo(function FilterFields({
  kind,
  locale,
  draft,
  options,
  pending,
  failed,
  onEdit,
}: Props) {
  const { t } = useTranslation();
  const categories = options?.categories ?? {};
  const municipalities = (categories.municipalities ?? []).filter(
    (option) => draft.sr.length === 0 || (option.parentId !== null && draft.sr.includes(option.parentId)),
  );
  const restaurant = kind.call === 'restaurant';
  return (
    <div className="filter__fields">
      <label className="filter__search">
        <span>{t('catalogue.search')}</span>
        <input
          type="search"
          name="s"
          value={draft.s}
          maxLength={200}
          placeholder={t('catalogue.searchPlaceholder')}
          onChange={(event) => onEdit({ ...draft, s: event.target.value })}
        />
      </label>
      {pending && (
        <p className="filter__empty" role="status">
          {t('catalogue.optionsLoading')}
        </p>
      )}
      {failed && (
        <p className="filter__empty" role="alert">
          {t('catalogue.optionsFailed')}
        </p>
      )}
      {options && (
        <>
          <FilterOptions
            legend={t('catalogue.subregion')}
            options={categories.subregions ?? []}
            chosen={draft.sr}
            onToggle={(value: number) => onEdit({ ...draft, sr: toggled(draft.sr, value) })}
          />
          <FilterOptions
            long
            legend={t('catalogue.municipality')}
            options={municipalities}
            chosen={draft.m}
            onToggle={(value: number) => onEdit({ ...draft, m: toggled(draft.m, value) })}
          />
          <FilterOptions
            legend={t('catalogue.language')}
            options={categories.languages ?? []}
            chosen={draft.l}
            onToggle={(value: number) => onEdit({ ...draft, l: toggled(draft.l, value) })}
          />
          <FilterOptions
            legend={restaurant ? t('catalogue.choices') : t('catalogue.programme')}
            options={categories[restaurant ? 'choices' : 'programmes'] ?? []}
            chosen={draft.p}
            onToggle={(value: string) => onEdit({ ...draft, p: toggled(draft.p, value) })}
            label={(option) => t(`catalogue.${restaurant ? 'restaurantChoices' : 'programmes'}.${String(option.id)}`)}
          />
        </>
      )}
      <OpenNowFilter kind={kind} locale={locale} filters={draft} onChange={(o) => onEdit({ ...draft, o })} />
    </div>
  );
});
