import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { wineOptionsQuery } from './api.ts';
import { activeWineFilterCount, NO_WINE_FILTERS, type WineFilters } from './wine-filters.ts';

type ListKey = 'c' | 'y' | 'e' | 'k' | 'v' | 're' | 'sr';
type Option = { id: number | string; title: string; count: number; parentId: number | null };
const POINT_STEPS = [80, 85, 90, 95] as const;

interface Props {
  locale: RoutedLocale;
  filters: WineFilters;
  winemakerTitle: string | undefined;
  onSubmit: (filters: WineFilters) => void;
}

function Group({ legend, children, scroll = false }: { legend: string; children: ReactNode; scroll?: boolean }) {
  return (
    <fieldset className={`wine-filter__group${scroll ? ' wine-filter__group--scroll' : ''}`}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The sidebar with the spec's wine filters; submitting goes back to page 1. */
export function WineFilterForm({ locale, filters, winemakerTitle, onSubmit }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const options = useQuery(wineOptionsQuery(locale));
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);
  const categories = options.data?.categories ?? {};

  const toggle = (key: ListKey, value: number | string) =>
    setDraft((current) => {
      const list = current[key] as readonly (number | string)[];
      return { ...current, [key]: list.includes(value) ? list.filter((x) => x !== value) : [...list, value] };
    });
  const checkboxes = (
    key: ListKey,
    list: readonly Option[] | undefined,
    label: (option: Option) => string = (o) => o.title,
  ) =>
    (list ?? [])
      .filter(
        (option) =>
          key !== 'sr' || draft.re.length === 0 || (option.parentId !== null && draft.re.includes(option.parentId)),
      )
      .map((option) => {
        const checked = (draft[key] as readonly (number | string)[]).includes(option.id);
        return (
          <label key={option.id} className="wine-filter__option">
            <input
              type="checkbox"
              checked={checked}
              disabled={option.count === 0 && !checked}
              onChange={() => toggle(key, option.id)}
            />
            <span>{label(option)}</span> <span className="wine-filter__count">({option.count})</span>
          </label>
        );
      });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ ...draft, page: 1 });
  };
  const active = activeWineFilterCount(filters);

  return (
    <form className="wine-filter" role="search" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="wine-filter__title">
        {t('wines.filter')}
        {active > 0 && (
          <span className="wine-filter__badge" aria-label={t('wines.activeFilters', { count: active })}>
            {active > 99 ? '99+' : active}
          </span>
        )}
      </h2>
      <label htmlFor={`${id}-s`}>{t('wines.search')}</label>
      <input
        id={`${id}-s`}
        type="search"
        value={draft.s}
        maxLength={100}
        placeholder={t('wines.searchPlaceholder')}
        onChange={(event) => setDraft({ ...draft, s: event.target.value })}
      />
      {draft.w.length > 0 && (
        <p className="wine-filter__chip">
          {t('wines.winemaker')}: {winemakerTitle ?? draft.w.join(', ')}
          <button
            type="button"
            className="link-button"
            aria-label={t('wines.removeWinemaker', { title: winemakerTitle ?? '' })}
            onClick={() => setDraft({ ...draft, w: [] })}
          >
            ×
          </button>
        </p>
      )}
      {options.isPending && (
        <p className="wine-filter__note" role="status">
          {t('wines.optionsLoading')}
        </p>
      )}
      {options.isError && (
        <p className="wine-filter__note" role="alert">
          {t('wines.optionsFailed')}
        </p>
      )}
      <Group legend={t('wines.colour')}>
        {checkboxes('c', categories.colours, (o) => t(`wines.colours.${String(o.id)}`))}
      </Group>
      <Group legend={t('wines.year')}>{checkboxes('y', categories.years)}</Group>
      <Group legend={t('wines.epithet')}>{checkboxes('e', categories.epithets)}</Group>
      <Group legend={t('wines.sweetness')}>{checkboxes('k', categories.sweetness)}</Group>
      <Group legend={t('wines.region')}>{checkboxes('re', categories.regions)}</Group>
      <Group legend={t('wines.subregion')}>{checkboxes('sr', categories.subregions)}</Group>
      <Group legend={t('wines.variety')} scroll>
        {checkboxes('v', categories.varieties)}
      </Group>
      <label htmlFor={`${id}-p`}>{t('wines.minPoints')}</label>
      <select
        id={`${id}-p`}
        value={draft.p ?? ''}
        onChange={(event) => setDraft({ ...draft, p: event.target.value ? Number(event.target.value) : undefined })}
      >
        <option value="">{t('wines.anyPoints')}</option>
        {POINT_STEPS.map((points) => (
          <option key={points} value={points}>
            {t('wines.pointsShort', { points })}
          </option>
        ))}
      </select>
      <button type="submit" className="button">
        {t('wines.submit')}
      </button>
      {active > 0 && (
        <button type="button" className="link-button" onClick={() => onSubmit(NO_WINE_FILTERS)}>
          {t('wines.clearAll')}
        </button>
      )}
    </form>
  );
}
