import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../../shared/constants/locales.ts';
import { apiGet } from '../../../lib/api-client.ts';
import type { PlanStop } from './trip-plan-view.ts';
import './plan-texts.ts';

/** Where "optimise this day" starts: one of its stops, or a point (my location, a place or town searched by name). */
export type RouteStart =
  { kind: 'stop'; key: string } | { kind: 'point'; label: string; latitude: number; longitude: number };

const SEARCH_PAUSE_MS = 300;
const FOUND_MAX = 5;

interface Found {
  key: string;
  label: string;
  latitude: number;
  longitude: number;
}

/** Places and towns matching the text, with a position (the portal's place search: it knows every place's town). */
function useStartSearch(text: string, locale: RoutedLocale): { found: Found[]; failed: boolean } {
  const [state, setState] = useState<{ found: Found[]; failed: boolean }>({ found: [], failed: false });
  useEffect(() => {
    const query = text.trim();
    if (query.length < 2) {
      setState({ found: [], failed: false });
      return undefined;
    }
    let current = true;
    const timer = window.setTimeout(() => {
      apiGet('/api/trip/places-search', { type: 'all', s: query, t: [], locale, limit: FOUND_MAX })
        .then((answer) => {
          if (!current) return;
          const found = answer.places.flatMap((place): Found[] =>
            place.latitude !== null && place.longitude !== null
              ? [
                  {
                    key: `${place.type}:${place.id}`,
                    label: [place.title, place.city].filter(Boolean).join(', '),
                    latitude: place.latitude,
                    longitude: place.longitude,
                  },
                ]
              : [],
          );
          setState({ found: found.slice(0, FOUND_MAX), failed: false });
        })
        .catch(() => current && setState({ found: [], failed: true }));
    }, SEARCH_PAUSE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [text, locale]);
  return state;
}

/**
 * The app's own picker for a day's route start: a button that names the start and opens a small panel with the day's
 * stops, "my location" and a search for a place or town (e.g. the guesthouse the day starts from).
 */
export function RouteStartPicker({
  stops,
  start,
  onStart,
  locale,
}: {
  stops: readonly PlanStop[];
  start: RouteStart | null;
  onStart: (start: RouteStart) => void;
  locale: RoutedLocale;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const { found, failed } = useStartSearch(open ? text : '', locale);
  const located = stops.filter((stop) => stop.place.latitude !== null && stop.place.longitude !== null);
  const current =
    start?.kind === 'point'
      ? start.label
      : (located.find((stop) => stop.key === start?.key)?.place.title ?? t('plan.routeStartFirst'));
  const choose = (next: RouteStart) => {
    onStart(next);
    setOpen(false);
    button.current?.focus();
  };
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocating('failed');
      return;
    }
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        choose({
          kind: 'point',
          label: t('plan.routeStartHere'),
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
        });
      },
      () => setLocating('failed'),
      { timeout: 10_000, maximumAge: 60_000 },
    );
  };

  return (
    <div
      className="route-start"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="chip-button route-start__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t('plan.routeStart')}: {current} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div className="route-start__panel" id={panelId} role="group" aria-label={t('plan.routeStart')}>
          <ul>
            {located.map((stop) => (
              <li key={stop.key}>
                <button type="button" onClick={() => choose({ kind: 'stop', key: stop.key })}>
                  {stop.number}. {stop.place.title}
                </button>
              </li>
            ))}
            <li>
              <button type="button" onClick={locate} disabled={locating === 'busy'}>
                {locating === 'busy' ? t('plan.routeStartLocating') : t('plan.routeStartHere')}
              </button>
              {locating === 'failed' && <p role="alert">{t('plan.routeStartDenied')}</p>}
            </li>
          </ul>
          <label className="route-start__search">
            <span>{t('plan.routeStartPlace')}</span>
            <input type="search" value={text} onChange={(event) => setText(event.target.value)} />
          </label>
          {failed && <p role="alert">{t('plan.routeStartSearchFailed')}</p>}
          {found.length > 0 && (
            <ul aria-label={t('plan.routeStartPlace')}>
              {found.map((place) => (
                <li key={place.key}>
                  <button
                    type="button"
                    onClick={() =>
                      choose({
                        kind: 'point',
                        label: place.label,
                        latitude: place.latitude,
                        longitude: place.longitude,
                      })
                    }
                  >
                    {place.label}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
