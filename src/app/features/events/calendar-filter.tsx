import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { EVENT_PROGRAMMES } from '../../../shared/constants/events.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { useNarrowScreen } from '../../lib/use-narrow-screen.ts';
import { usePageToday } from '../../ui/page-today.ts';
import { eventOptionsQuery } from './api.ts';
import {
  activeFilterCount,
  badgeText,
  emptyFilters,
  normaliseRange,
  type CalendarFilters,
} from './calendar-filters.ts';
import { FilterOptions } from './filter-options.tsx';

const toggle = <T,>(values: readonly T[], value: T): T[] =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The calendar's sidebar: search, date range, programme, event type and municipality. It edits a draft
 * that submit applies; clear-all resets every filter. Open from 48rem, behind a toggle with a badge on phones.
 */
export function CalendarFilter({
  locale,
  filters,
  onApply,
}: {
  locale: RoutedLocale;
  filters: CalendarFilters;
  onApply: (next: CalendarFilters) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const narrow = useNarrowScreen();
  const today = usePageToday();
  const [openOnPhone, setOpenOnPhone] = useState(false);
  const open = !narrow || openOnPhone;
  const [draft, setDraft] = useState(filters);
  const [applied, setApplied] = useState(filters);
  const [place, setPlace] = useState('');
  if (applied !== filters) {
    // The address changed (back/forward, month strip, reset): the form follows it.
    setApplied(filters);
    setDraft(filters);
  }
  const options = useQuery(eventOptionsQuery(locale));
  const categories = options.data?.categories;
  const municipalities = (categories?.municipalities ?? []).filter(
    (option) => draft.m.includes(Number(option.id)) || folded(option.title).includes(folded(place.trim())),
  );
  const count = activeFilterCount(filters, today);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, s: draft.s.trim(), ...normaliseRange(draft.from, draft.to, today) });
    if (narrow) setOpenOnPhone(false);
  };

  return (
    <aside className={`calendar-filter${open ? ' is-open' : ''}`} aria-label={t('events.filter')}>
      {narrow && (
        <button
          type="button"
          className="calendar-filter__toggle"
          aria-expanded={open}
          aria-controls={`${id}-form`}
          onClick={() => setOpenOnPhone(!openOnPhone)}
        >
          {open ? t('events.hideFilter') : t('events.showFilter')}
          {count > 0 && (
            <span className="calendar-filter__badge" aria-label={t('events.activeFilters', { count })}>
              {badgeText(count)}
            </span>
          )}
        </button>
      )}
      <form id={`${id}-form`} className="calendar-filter__form" role="search" onSubmit={submit} hidden={!open}>
        <label className="calendar-filter__field">
          <span>{t('events.search')}</span>
          <input
            type="search"
            value={draft.s}
            maxLength={200}
            placeholder={t('events.searchPlaceholder')}
            onChange={(e) => setDraft({ ...draft, s: e.target.value })}
          />
        </label>
        <fieldset className="calendar-filter__range">
          <legend>{t('events.dateRange')}</legend>
          <label className="calendar-filter__field">
            <span>{t('events.from')}</span>
            <input
              type="date"
              value={draft.from}
              required
              onChange={(e) =>
                setDraft({ ...draft, from: e.target.value, to: draft.to < e.target.value ? e.target.value : draft.to })
              }
            />
          </label>
          <label className="calendar-filter__field">
            <span>{t('events.to')}</span>
            <input
              type="date"
              value={draft.to}
              min={draft.from}
              required
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </label>
        </fieldset>
        <FilterOptions
          legend={t('events.programme')}
          options={EVENT_PROGRAMMES.map((p) => ({ id: p, title: t(`events.programmes.${p}`) }))}
          chosen={draft.p}
          onToggle={(p) => setDraft({ ...draft, p: toggle(draft.p, p) })}
        />
        {options.isError && <p className="calendar-filter__empty">{t('events.optionsFailed')}</p>}
        <FilterOptions
          legend={t('events.type')}
          options={(categories?.types ?? []).map((o) => ({ ...o, id: Number(o.id) }))}
          chosen={draft.type}
          onToggle={(n) => setDraft({ ...draft, type: toggle(draft.type, n) })}
          loading={options.isPending}
        />
        <FilterOptions
          legend={t('events.municipality')}
          options={municipalities.map((o) => ({ ...o, id: Number(o.id) }))}
          chosen={draft.m}
          onToggle={(n) => setDraft({ ...draft, m: toggle(draft.m, n) })}
          loading={options.isPending}
          scroll
          before={
            <input
              type="search"
              className="calendar-filter__find"
              value={place}
              aria-label={t('events.findMunicipality')}
              placeholder={t('events.findMunicipality')}
              onChange={(e) => setPlace(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') e.preventDefault();
              }}
            />
          }
        />
        <div className="calendar-filter__actions">
          <button type="submit" className="button button--primary">
            {t('events.submit')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setPlace('');
              onApply(emptyFilters(today));
            }}
          >
            {t('events.clearAll')}
          </button>
        </div>
      </form>
    </aside>
  );
}
