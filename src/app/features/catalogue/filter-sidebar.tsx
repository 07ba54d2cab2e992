import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { filterOptionsQuery, type ListKind } from './api.ts';
import { activeFilterCount, badgeText, EMPTY_FILTERS, municipalitiesInSubregions, type ListFilters } from './list-filters.ts';

type Option = { id: number | string; title: string; count: number; parentId: number | null };

function toggle<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

function Checkboxes<T extends number | string>({ legend, options, chosen, onToggle, label }: {
  legend: string; options: readonly Option[]; chosen: readonly T[]; onToggle: (value: T) => void; label?: (option: Option) => string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="filter__group">
      <legend>{legend}</legend>
      {options.length === 0 && <p className="filter__empty">{t('catalogue.noOptions')}</p>}
      {options.map((option) => (
        <label key={option.id} className="filter__option">
          <input type="checkbox" checked={chosen.includes(option.id as T)} onChange={() => onToggle(option.id as T)} />
          <span>{label ? label(option) : option.title}</span>
          <span className="filter__count">{option.count}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The sidebar filter: edits a draft and applies it on submit (back to page 1); clear-all resets
 * everything. Open by default from 48rem, behind a toggle with a badge on phones.
 */
export function FilterSidebar({ kind, locale, filters, onApply }: { kind: ListKind; locale: RoutedLocale; filters: ListFilters; onApply: (next: ListFilters) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(() => typeof window === 'undefined' || window.matchMedia('(min-width: 48rem)').matches);
  const [draft, setDraft] = useState(filters);
  const [applied, setApplied] = useState(filters);
  if (applied !== filters) {
    // The address changed (back/forward, clear-all, paging): the form follows it.
    setApplied(filters);
    setDraft(filters);
  }
  const { data, isError } = useQuery(filterOptionsQuery(kind, locale));
  const categories = data?.categories ?? {};
  const subregions = categories.subregions ?? [];
  const municipalities = (categories.municipalities ?? []).filter((option) => draft.sr.length === 0 || (option.parentId !== null && draft.sr.includes(option.parentId)));
  const choiceKey = kind.call === 'restaurant' ? 'choices' : 'programmes';
  const choiceLabels = kind.call === 'restaurant' ? 'restaurantChoices' : 'programmes';
  const count = activeFilterCount(filters);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, m: municipalitiesInSubregions(draft.m, draft.sr), page: 1 });
  };

  return (
    <aside className={`filter ${open ? 'is-open' : ''}`}>
      <button type="button" className="filter__toggle" aria-expanded={open} aria-controls={`${id}-form`} onClick={() => setOpen(!open)}>
        {open ? t('catalogue.hideFilter') : t('catalogue.showFilter')}
        {count > 0 && <span className="filter__badge" aria-label={t('catalogue.activeFilters', { count })}>{badgeText(count)}</span>}
      </button>
      <form id={`${id}-form`} className="filter__form" onSubmit={submit} hidden={!open} role="search">
        <label className="filter__search">
          <span>{t('catalogue.search')}</span>
          <input type="search" value={draft.s} maxLength={200} placeholder={t('catalogue.searchPlaceholder')} onChange={(event) => setDraft({ ...draft, s: event.target.value })} />
        </label>
        {isError && <p className="filter__empty">{t('catalogue.loadFailed')}</p>}
        <Checkboxes legend={t('catalogue.subregion')} options={subregions} chosen={draft.sr} onToggle={(value: number) => setDraft({ ...draft, sr: toggle(draft.sr, value) })} />
        <Checkboxes legend={t('catalogue.municipality')} options={municipalities} chosen={draft.m} onToggle={(value: number) => setDraft({ ...draft, m: toggle(draft.m, value) })} />
        <Checkboxes legend={t('catalogue.language')} options={categories.languages ?? []} chosen={draft.l} onToggle={(value: number) => setDraft({ ...draft, l: toggle(draft.l, value) })} />
        <Checkboxes
          legend={kind.call === 'restaurant' ? t('catalogue.choices') : t('catalogue.programme')}
          options={categories[choiceKey] ?? []}
          chosen={draft.p}
          onToggle={(value: string) => setDraft({ ...draft, p: toggle(draft.p, value) })}
          label={(option) => t(`catalogue.${choiceLabels}.${String(option.id)}`)}
        />
        <div className="filter__actions">
          <button type="submit" className="button button--primary">{t('catalogue.submit')}</button>
          <button type="button" className="button" onClick={() => onApply({ ...EMPTY_FILTERS, mode: filters.mode })}>{t('catalogue.clearAll')}</button>
        </div>
      </form>
    </aside>
  );
}
