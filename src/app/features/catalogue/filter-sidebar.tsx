import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { filterOptionsQuery } from './api.ts';
import { FilterOptions, toggled } from './filter-options.tsx';
import { OpenNowFilter } from './open-now-filter.tsx';
import {
  activeFilterCount,
  badgeText,
  clearedFilters,
  municipalitiesInSubregions,
  type ListFilters,
} from './list-filters.ts';
import type { ListKind } from './list-kinds.ts';
import { useWideScreen } from './use-wide-screen.ts';

interface Props {
  kind: ListKind;
  locale: RoutedLocale;
  filters: ListFilters;
  onApply: (next: ListFilters) => void;
}

/**
 * The sidebar filter: edits a draft and applies it on submit (back to page 1); clear-all resets
 * everything. Always open from 48rem; on phones behind a toggle whose badge counts the active filters.
 */
export function FilterSidebar({ kind, locale, filters, onApply }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const wide = useWideScreen();
  const [openOnPhone, setOpenOnPhone] = useState(false);
  const [draft, setDraft] = useState(filters);
  const [applied, setApplied] = useState(filters);
  if (applied !== filters) {
    // The address changed (back/forward, clear-all, paging): the form follows it.
    setApplied(filters);
    setDraft(filters);
  }
  const options = useQuery(filterOptionsQuery(kind, locale));
  const categories = options.data?.categories ?? {};
  const municipalities = (categories.municipalities ?? []).filter(
    (option) => draft.sr.length === 0 || (option.parentId !== null && draft.sr.includes(option.parentId)),
  );
  const restaurant = kind.call === 'restaurant';
  const count = activeFilterCount(filters);
  // Width unknown (the server's page): the form is drawn open and the styles hide it below 48rem, as the app will.
  const open = wide !== false || openOnPhone;
  const badge = count > 0 && (
    <span className="filter__badge" aria-label={t('catalogue.activeFilters', { count })}>
      {badgeText(count)}
    </span>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpenOnPhone(false);
    onApply({ ...draft, m: municipalitiesInSubregions(draft.m, draft.sr), page: 1 });
  };

  return (
    <aside className={`filter ${open ? 'is-open' : ''}`} aria-labelledby={`${id}-title`}>
      {wide !== false && (
        <h2 className={`filter__title ${wide === undefined ? 'filter__title--wide' : ''}`} id={`${id}-title`}>
          {t('catalogue.filter')} {badge}
        </h2>
      )}
      {wide !== true && (
        <button
          type="button"
          id={wide === undefined ? `${id}-toggle` : `${id}-title`}
          className={`filter__toggle ${wide === undefined ? 'filter__toggle--narrow' : ''}`}
          aria-expanded={wide === false && open}
          aria-controls={`${id}-form`}
          onClick={() => setOpenOnPhone(!openOnPhone)}
        >
          <span>{wide === false && open ? t('catalogue.hideFilter') : t('catalogue.showFilter')}</span>
          {badge}
        </button>
      )}
      <form
        id={`${id}-form`}
        className={`filter__form ${wide === undefined ? 'filter__form--wide' : ''}`}
        onSubmit={submit}
        hidden={!open}
        role="search"
        aria-label={t('catalogue.filter')}
      >
        {/* A closed filter on a phone holds no fields: its hundreds of options would only slow the list's first render (the draft lives above). */}
        {open && (
          <>
            <label className="filter__search">
              <span>{t('catalogue.search')}</span>
              <input
                type="search"
                name="s"
                value={draft.s}
                maxLength={200}
                placeholder={t('catalogue.searchPlaceholder')}
                onChange={(event) => setDraft({ ...draft, s: event.target.value })}
              />
            </label>
            {options.isPending && (
              <p className="filter__empty" role="status">
                {t('catalogue.optionsLoading')}
              </p>
            )}
            {options.isError && (
              <p className="filter__empty" role="alert">
                {t('catalogue.optionsFailed')}
              </p>
            )}
            {options.data && (
              <>
                <FilterOptions
                  legend={t('catalogue.subregion')}
                  options={categories.subregions ?? []}
                  chosen={draft.sr}
                  onToggle={(value: number) => setDraft({ ...draft, sr: toggled(draft.sr, value) })}
                />
                <FilterOptions
                  long
                  legend={t('catalogue.municipality')}
                  options={municipalities}
                  chosen={draft.m}
                  onToggle={(value: number) => setDraft({ ...draft, m: toggled(draft.m, value) })}
                />
                <FilterOptions
                  legend={t('catalogue.language')}
                  options={categories.languages ?? []}
                  chosen={draft.l}
                  onToggle={(value: number) => setDraft({ ...draft, l: toggled(draft.l, value) })}
                />
                <FilterOptions
                  legend={restaurant ? t('catalogue.choices') : t('catalogue.programme')}
                  options={categories[restaurant ? 'choices' : 'programmes'] ?? []}
                  chosen={draft.p}
                  onToggle={(value: string) => setDraft({ ...draft, p: toggled(draft.p, value) })}
                  label={(option) =>
                    t(`catalogue.${restaurant ? 'restaurantChoices' : 'programmes'}.${String(option.id)}`)
                  }
                />
              </>
            )}
            <OpenNowFilter kind={kind} locale={locale} filters={draft} onChange={(o) => setDraft({ ...draft, o })} />
            <div className="filter__actions">
              <button type="submit" className="button button--primary">
                {t('catalogue.submit')}
              </button>
              <button type="button" className="button" onClick={() => onApply(clearedFilters(filters))}>
                {t('catalogue.clearAll')}
              </button>
            </div>
          </>
        )}
      </form>
    </aside>
  );
}
