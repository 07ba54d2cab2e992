import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { TAG_FILTER_TYPES } from '../../../shared/constants/places.ts';
import { activeTagFilterCount, type TagFilters, type TagFilterType } from './tag-filters.ts';

interface Props {
  filters: TagFilters;
  onSubmit: (filters: TagFilters) => void;
}

/** The sidebar: search and content types; submitting goes back to page 1. */
export function TagFilterForm({ filters, onSubmit }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);
  const toggle = (type: TagFilterType) =>
    setDraft((current) => ({
      ...current,
      t: current.t.includes(type)
        ? current.t.filter((x) => x !== type)
        : TAG_FILTER_TYPES.filter((x) => x === type || current.t.includes(x)),
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ ...draft, page: 1 });
  };
  const active = activeTagFilterCount(filters);
  return (
    <form className="tag-filter" role="search" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="tag-filter__title">
        {t('tags.filter')}
        {active > 0 && (
          <span className="tag-filter__badge" aria-label={t('tags.activeFilters', { count: active })}>
            {active > 99 ? '99+' : active}
          </span>
        )}
      </h2>
      <label htmlFor={`${id}-s`}>{t('tags.search')}</label>
      <input
        id={`${id}-s`}
        type="search"
        value={draft.s}
        maxLength={100}
        placeholder={t('tags.searchPlaceholder')}
        onChange={(event) => setDraft({ ...draft, s: event.target.value })}
      />
      <fieldset>
        <legend>{t('tags.types')}</legend>
        {TAG_FILTER_TYPES.map((type) => (
          <label key={type} className="tag-filter__option">
            <input type="checkbox" checked={draft.t.includes(type)} onChange={() => toggle(type)} />{' '}
            {t(`tags.type.${type}`)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button">
        {t('tags.submit')}
      </button>
      {active > 0 && (
        <button type="button" className="link-button" onClick={() => onSubmit({ s: '', t: [], page: 1 })}>
          {t('tags.clearAll')}
        </button>
      )}
    </form>
  );
}
