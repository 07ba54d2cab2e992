import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EVENT_PROGRAMMES } from '../../../shared/constants/events.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { eventOptionsQuery } from './api.ts';
import { defaultRange, type CalendarFilters } from './calendar-filters.ts';

const toggle = <T,>(values: readonly T[], value: T): T[] => (values.includes(value) ? values.filter((v) => v !== value) : [...values, value]);

/** The calendar's sidebar: search, date range, municipality, programme and type; submit applies, clear-all resets. */
export function CalendarFilter({ locale, filters, onApply }: { locale: RoutedLocale; filters: CalendarFilters; onApply: (next: CalendarFilters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filters);
  const [applied, setApplied] = useState(filters);
  if (applied !== filters) {
    setApplied(filters);
    setDraft(filters);
  }
  const options = useQuery(eventOptionsQuery(locale)).data?.categories;
  const submit = (event: FormEvent) => { event.preventDefault(); onApply(draft); };
  return (
    <form className="calendar-filter" role="search" onSubmit={submit}>
      <label className="calendar-filter__field"><span>{t('events.search')}</span>
        <input type="search" value={draft.s} maxLength={200} onChange={(e) => setDraft({ ...draft, s: e.target.value })} />
      </label>
      <div className="calendar-filter__range">
        <label className="calendar-filter__field"><span>{t('events.from')}</span>
          <input type="date" value={draft.from} required onChange={(e) => setDraft({ ...draft, from: e.target.value, to: draft.to < e.target.value ? e.target.value : draft.to })} />
        </label>
        <label className="calendar-filter__field"><span>{t('events.to')}</span>
          <input type="date" value={draft.to} min={draft.from} required onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </label>
      </div>
      <fieldset><legend>{t('events.programme')}</legend>
        {EVENT_PROGRAMMES.map((programme) => (
          <label key={programme} className="calendar-filter__option"><input type="checkbox" checked={draft.p.includes(programme)} onChange={() => setDraft({ ...draft, p: toggle(draft.p, programme) })} /> {t(`events.programmes.${programme}`)}</label>
        ))}
      </fieldset>
      <fieldset><legend>{t('events.type')}</legend>
        {(options?.types ?? []).length === 0 && <p>{t('events.noOptions')}</p>}
        {(options?.types ?? []).map((option) => (
          <label key={option.id} className="calendar-filter__option"><input type="checkbox" checked={draft.type.includes(Number(option.id))} onChange={() => setDraft({ ...draft, type: toggle(draft.type, Number(option.id)) })} /> {option.title} <span className="calendar-filter__count">{option.count}</span></label>
        ))}
      </fieldset>
      <label className="calendar-filter__field"><span>{t('events.municipality')}</span>
        <select multiple value={draft.m.map(String)} onChange={(e) => setDraft({ ...draft, m: [...e.target.selectedOptions].map((o) => Number(o.value)) })}>
          {(options?.municipalities ?? []).map((option) => <option key={option.id} value={String(option.id)}>{option.title} ({option.count})</option>)}
        </select>
      </label>
      <div className="calendar-filter__actions">
        <button type="submit" className="button button--primary">{t('events.submit')}</button>
        <button type="button" className="button" onClick={() => onApply({ s: '', ...defaultRange(), m: [], p: [], type: [] })}>{t('events.clearAll')}</button>
      </div>
    </form>
  );
}
