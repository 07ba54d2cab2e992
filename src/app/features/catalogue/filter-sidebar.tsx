import {
  Activity,
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { filterOptionsQuery } from './api.ts';
import { FilterFields } from './filter-fields.tsx';
import { FilterSheet } from './filter-sheet.tsx';
import {
  activeFilterCount,
  badgeText,
  clearedFilters,
  municipalitiesInSubregions,
  sameChoice,
  type ListFilters,
} from './list-filters.ts';
import type { ListKind } from './list-kinds.ts';
import { useDebounced } from './use-debounced.ts';
import { useWideScreen } from './use-wide-screen.ts';

/** How long the filter waits for the next tick or keystroke before the results (and counts) follow. */
export const LIVE_FILTER_DELAY_MS = 300;

interface Props {
  kind: ListKind;
  locale: RoutedLocale;
  filters: ListFilters;
  onApply: (next: ListFilters) => void;
}

/**
 * The list's filter. Its options count what each would give with the other chosen filters, following the choice as
 * it is made. From 48rem it stays open and the results follow each change by themselves (after a short pause); on a
 * phone it is a bottom sheet applied by its button, which says how many results the choice gives. Without the
 * app (the server's page) it is a form sent by its button. Clear-all resets every filter; a change goes to page 1.
 */
export function FilterSidebar({ kind, locale, filters, onApply }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const wide = useWideScreen();
  const [openOnPhone, setOpenOnPhone] = useState(false);
  const [draft, setDraft] = useState(filters);
  const [seen, setSeen] = useState(filters);
  // The choice this filter last sent to the address: when it arrives there, the visitor may already have gone on.
  const [sent, setSent] = useState<ListFilters | null>(null);
  if (seen !== filters) {
    setSeen(filters);
    if (sent !== null && sameChoice(sent, filters)) setSent(null);
    // The address chose otherwise (back/forward, clear-all, a link): the form follows it.
    else if (!sameChoice(seen, filters)) setDraft(filters);
  }
  // The visitor's own last change: only that goes to the address by itself (a draft the address set is its own).
  const [edited, setEdited] = useState<ListFilters | null>(null);
  const edit = useCallback((next: ListFilters) => {
    setDraft(next);
    setEdited(next);
  }, []);
  const settled = useDebounced(draft, LIVE_FILTER_DELAY_MS);
  // The list's own choice has its counts already (they come with the list); a new one is asked for once it settles.
  const counted = sameChoice(draft, filters) ? filters : settled;
  const options = useQuery(filterOptionsQuery(kind, locale, counted));
  const count = activeFilterCount(filters);
  const sheet = wide === false && openOnPhone;
  const badge = count > 0 && (
    <span className="filter__badge" aria-label={t('catalogue.activeFilters', { count })}>
      {badgeText(count)}
    </span>
  );

  const apply = (next: ListFilters) => {
    const chosen = { ...next, m: municipalitiesInSubregions(next.m, next.sr), page: 1, mode: filters.mode };
    setSent(chosen);
    onApply(chosen);
  };
  const applyLive = useEffectEvent((next: ListFilters) => {
    if (next === edited && !sameChoice(next, filters)) apply(next);
  });
  useEffect(() => {
    if (wide === true) applyLive(settled);
  }, [settled, wide]);

  const closeSheet = () => {
    setOpenOnPhone(false);
    setDraft(filters);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpenOnPhone(false);
    apply(draft);
  };
  const clearAll = () => {
    // In the sheet clear-all clears the choice being made; its button then shows what is left.
    if (sheet) edit(clearedFilters(filters));
    else onApply(clearedFilters(filters));
  };
  const found = options.data?.count;

  const fields = (
    <FilterFields
      kind={kind}
      locale={locale}
      draft={draft}
      options={options.data}
      pending={options.isPending}
      failed={options.isError}
      onEdit={edit}
    />
  );
  const form = (formId: string, children: ReactNode) => (
    <form
      id={formId}
      className={`filter__form ${wide !== true ? 'filter__form--wide' : ''}`}
      onSubmit={submit}
      role="search"
      aria-label={t('catalogue.filter')}
      aria-busy={options.isFetching}
    >
      {fields}
      <div className="filter__actions">
        {children}
        <button type="button" className="button" onClick={clearAll}>
          {sheet ? t('catalogue.clearChoice') : t('catalogue.clearAll')}
        </button>
      </div>
    </form>
  );

  return (
    <aside className="filter" aria-labelledby={`${id}-title`}>
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
          aria-haspopup="dialog"
          aria-expanded={sheet}
          onClick={() => setOpenOnPhone(true)}
        >
          <span>{t('catalogue.showFilter')}</span>
          {badge}
        </button>
      )}
      {/* The results follow a wide screen's filter by themselves: the button is only needed without the app. On a
          phone the styles hide this form rather than the app removing it after the takeover (removing the server's
          form, about 500 elements, was the takeover's longest task on a slow phone); while the sheet is open it is
          kept as it is and follows only when the browser is idle, so neither opening the sheet nor a tick in it has
          it to redraw. */}
      <Activity mode={sheet ? 'hidden' : 'visible'}>
        {form(
          `${id}-form`,
          wide !== true && (
            <button type="submit" className="button button--primary">
              {t('catalogue.submit')}
            </button>
          ),
        )}
      </Activity>
      {sheet && (
        <FilterSheet title={t('catalogue.filter')} closeLabel={t('catalogue.close')} onClose={closeSheet}>
          {form(
            `${id}-sheet-form`,
            <button type="submit" className="button button--primary filter__show" aria-live="polite">
              {found === undefined ? t('catalogue.showResultsPending') : t('catalogue.showResults', { count: found })}
            </button>,
          )}
        </FilterSheet>
      )}
    </aside>
  );
}
