import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../../shared/constants/locales.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { WINE_NAME_MAX_LENGTH, wineNameOf, wineTitleOf } from './stop-log-rules.ts';
import './stop-texts.ts';
import '../../../ui/form/option-list.css';

export interface WineValue {
  wineId: number | null;
  wineName: string;
}

/** The portal's wines are searched from this many typed characters, after this pause in typing. */
const MIN_QUERY = 2;
const PAUSE_MS = 250;
/** The wines list's search with none of its filters. */
const NO_FILTERS = { c: [], y: [], e: [], k: [], v: [], re: [], sr: [], w: [] };

function usePaused(value: string): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setPaused(value), PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return paused;
}

interface Props {
  id: string;
  locale: RoutedLocale;
  value: WineValue;
  onChange: (value: WineValue) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
  describedBy: string | undefined;
  invalid: boolean;
}

/**
 * The wine of a log entry (an ARIA 1.2 combobox): what is typed is the wine's own name, and the portal's rated wines
 * that match are listed under it (the wines list's search, /api/mlWine); arrows move, Enter picks, Escape closes.
 * Offline nothing is searched and the typed name is kept.
 */
export function WinePicker({ id, locale, value, onChange, onBlur, inputRef, describedBy, invalid }: Props) {
  const { t } = useTranslation();
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = value.wineId === null ? value.wineName.trim() : '';
  const query = usePaused(typed);
  const searching = open && online && query.length >= MIN_QUERY;
  const search = useQuery({
    queryKey: ['tripStopWines', locale, query],
    queryFn: () => apiGet('/api/mlWine', { locale, s: query, ...NO_FILTERS }),
    enabled: searching,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    // A suggestion that fails is not worth waiting for: the typed name is kept.
    retry: false,
  });
  const wines = searching && typed.length >= MIN_QUERY ? (search.data?.items ?? []) : [];
  const expanded = open && wines.length > 0;
  const listId = `${id}-wines`;
  const statusId = `${id}-status`;
  const activeWine = expanded ? wines[active] : undefined;

  const pick = (wine: (typeof wines)[number]) => {
    onChange({ wineId: wine.id, wineName: wineNameOf(wine) });
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (wines.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        current === -1 && step < 0 ? wines.length - 1 : (current + step + wines.length) % wines.length,
      );
    } else if (event.key === 'Enter' && activeWine) {
      event.preventDefault();
      pick(activeWine);
    } else if (event.key === 'Escape' && expanded) {
      // Escape closes the list only, not the dialog or the form around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  let status = '';
  if (!online && typed.length > 0) status = t('tripStop.wineOffline');
  else if (value.wineId !== null) status = t('tripStop.winePicked');
  else if (searching && typed.length >= MIN_QUERY) {
    if (search.isError && !search.isFetching) status = t('tripStop.wineFailed');
    else if (search.isFetching && wines.length === 0) status = t('tripStop.wineSearching');
    else if (search.isSuccess)
      status = wines.length > 0 ? t('tripStop.wineFound', { count: wines.length }) : t('tripStop.wineNone');
  }

  return (
    <div className="wine-picker">
      <div className="wine-picker__box">
        <input
          id={id}
          ref={inputRef}
          type="text"
          className={`stop-form__control${value.wineId !== null ? ' wine-picker__input--picked' : ''}`}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeWine ? `${listId}-${activeWine.id}` : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={[describedBy, statusId].filter(Boolean).join(' ')}
          maxLength={WINE_NAME_MAX_LENGTH}
          value={value.wineName}
          onChange={(event) => {
            onChange({ wineId: null, wineName: event.target.value });
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            onBlur();
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label={t('tripStop.wine')} className="option-list" hidden={!expanded}>
          {wines.map((wine, index) => (
            <li
              key={wine.id}
              id={`${listId}-${wine.id}`}
              role="option"
              aria-selected={index === active}
              className={`option-list__option wine-picker__option${index === active ? ' is-active' : ''}`}
              // Picking on mouse down keeps the focus in the text box, which would otherwise close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(wine);
              }}
            >
              <span className="wine-picker__title">{wineTitleOf(wine)}</span>
              <small>{wine.wineEntity.title}</small>
            </li>
          ))}
        </ul>
      </div>
      <p id={statusId} className="wine-picker__status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
