import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { pragueMoment } from '../../../shared/domain/opening-status.ts';
import '../../ui/open-status-texts.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import './open-now-filter.css';
import { placeListQuery } from './api.ts';
import type { ListFilters } from './list-filters.ts';
import type { ListKind } from './list-kinds.ts';

const two = (value: number) => String(value).padStart(2, '0');

/** The next full hour on Prague's clock, as a datetime-local field writes it: what "at a chosen time" starts from. */
function nextPragueHour(now: Date): string {
  const moment = pragueMoment(new Date(now.getTime() + 3_600_000));
  return `${moment.year}-${two(moment.month)}-${two(moment.day)}T${two(Math.floor(moment.minutes / 60))}:00`;
}

/**
 * How many of the places matching the other chosen filters are open at `open`: the count of the list's own answer
 * with the filter set (so choosing it then shows a page already loaded). Asked only when `ask`; an answer already
 * there (the list's own, with the filter in the address) is shown either way.
 */
function useOpenCount(
  kind: ListKind,
  locale: RoutedLocale,
  filters: ListFilters,
  open: string,
  ask: boolean,
): number | undefined {
  const query = useQuery({
    ...placeListQuery(kind, locale, { ...filters, o: open, page: 1, mode: 'list' }),
    enabled: open !== '' && ask,
  });
  // Not the previous answer the list keeps while the next comes: that is another choice's count.
  return open === '' || query.isPlaceholderData ? undefined : query.data?.count;
}

/**
 * The sidebar's "Otevřeno" filter: any time, now, or a chosen Prague date and time, each with how many of the places
 * matching the other filters are open then.
 */
export function OpenNowFilter({
  kind,
  locale,
  filters,
  onChange,
}: {
  kind: ListKind;
  locale: RoutedLocale;
  filters: ListFilters;
  onChange: (open: string) => void;
}) {
  const { t } = useTranslation();
  const chosenTime = filters.o !== '' && filters.o !== 'now' ? filters.o : '';
  // The counts are asked for once the visitor reaches for the filter (or opens it, as a phone's sheet): a page the
  // server rendered reads nothing more while it is only looked at.
  const hydrated = useHydrated();
  const [openedByVisitor] = useState(hydrated);
  const [reached, setReached] = useState(false);
  const ask = openedByVisitor || reached;
  const nowCount = useOpenCount(kind, locale, filters, 'now', ask);
  const atCount = useOpenCount(kind, locale, filters, chosenTime, ask);
  // The radios have no name: they are the app's controls, not fields the form without the app would send.
  const option = (value: '' | 'now' | 'at', label: string, count?: number) => (
    <label className="filter__option">
      <input
        type="radio"
        checked={value === 'at' ? chosenTime !== '' : filters.o === value}
        onChange={() => onChange(value === 'at' ? nextPragueHour(new Date()) : value)}
      />
      <span className="filter__label">{label}</span>
      {count !== undefined && (
        <span className="filter__count" data-testid={`open-count-${value}`}>
          {count}
        </span>
      )}
    </label>
  );
  return (
    <fieldset
      className="open-filter"
      data-testid="open-filter"
      onPointerEnter={() => setReached(true)}
      onFocus={() => setReached(true)}
    >
      <legend>{t('openStatus.filter')}</legend>
      <div className="filter__options">
        {option('', t('openStatus.any'))}
        {option('now', t('openStatus.now'), nowCount)}
        {option('at', t('openStatus.at'), atCount)}
      </div>
      {chosenTime && (
        <label className="filter__search">
          <span>{t('openStatus.atLabel')}</span>
          <input
            type="datetime-local"
            value={chosenTime}
            required
            onChange={(event) => {
              if (event.target.value) onChange(event.target.value.slice(0, 16));
            }}
          />
        </label>
      )}
    </fieldset>
  );
}
