import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';

interface Props {
  sorts: readonly string[];
  sort: string;
  onSort: (sort: string) => void;
  /** Without it the controls offer only the sort (a show's episodes are all loaded, nothing to search). */
  search?: { value: string; onSearch: (text: string) => void };
}

/** The sort dropdown and the search field of a tab (spec 01 §2); the search is sent on Enter or the button. */
export function ListControls({ sorts, sort, onSort, search }: Props) {
  const { t } = useTranslation();
  const sortId = useId();
  const searchId = useId();
  const [text, setText] = useState(search?.value ?? '');
  useEffect(() => setText(search?.value ?? ''), [search?.value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search?.onSearch(text.trim());
  };
  return (
    <div className="podcast-controls">
      <label htmlFor={sortId} className="podcast-controls__sort">
        <span>{t('podcasts.sort')}</span>
        <select id={sortId} value={sort} onChange={(event) => onSort(event.target.value)}>
          {sorts.map((value) => (
            <option key={value} value={value}>
              {t(`podcasts.sorts.${value}`)}
            </option>
          ))}
        </select>
      </label>
      {search && (
        <form role="search" className="podcast-controls__search" onSubmit={submit}>
          <label htmlFor={searchId} className="podcasts__sr">
            {t('podcasts.search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={text}
            placeholder={t('podcasts.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
            maxLength={100}
          />
          <button type="submit" className="button">
            {t('podcasts.searchSubmit')}
          </button>
        </form>
      )}
    </div>
  );
}
