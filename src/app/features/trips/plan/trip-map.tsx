import { Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { RoutedLocale } from '../../../../shared/constants/locales.ts';
import { LazyPlaceMap } from '../../../ui/map/lazy-place-map.tsx';
import type { MapRoute } from '../../../ui/map/place-map-props.ts';
import { tripMapRoutes, type TripMapGroup } from './trip-map-groups.ts';
import './trip-map-texts.ts';
import './trip-map.css';

export type { TripMapGroup } from './trip-map-groups.ts';

const NO_POINTS = [] as const;

/**
 * The trip's live map beside its itinerary: each group's (day's) stops as numbered pins in its colour joined by its
 * route, the hovered stop highlighted both ways. A box of a fixed size (its className sizes it) that the server's page
 * and the browser's first render leave empty: Leaflet loads in the browser only, and nothing moves when it does.
 */
export function TripMap({
  groups,
  hovered,
  onHover,
  onOpen,
  locale,
  className = '',
}: {
  groups: readonly TripMapGroup[];
  /** The highlighted stop's key (`${place.type}:${place.id}`), or null. */
  hovered: string | null;
  /** A stop's pin is pointed at or focused (its key), or no longer (null). */
  onHover: (key: string | null) => void;
  /** A pin's bubble offers "show in itinerary" (its stop's key) when given. */
  onOpen?: (key: string) => void;
  locale: RoutedLocale;
  className?: string;
}) {
  const { t } = useTranslation();
  // The groups come anew with each render beside the map: the map redraws (and closes an open bubble) only when
  // what it draws has changed.
  const drawn = JSON.stringify(tripMapRoutes(groups));
  const routes = useMemo(() => JSON.parse(drawn) as MapRoute[], [drawn]);
  const stopAction = useCallback(
    (key: string) => (onOpen ? { label: t('tripMap.showInItinerary'), run: () => onOpen(key) } : null),
    [onOpen, t],
  );
  const legend = groups.length > 1 && (
    <ul className="trip-map__legend" aria-label={t('tripMap.legend')}>
      {groups.map((group) => (
        <li key={group.key}>
          <span className="trip-map__swatch" style={{ background: group.colour }} aria-hidden="true" />
          {group.label}
        </li>
      ))}
    </ul>
  );

  return (
    <div className={`trip-map ${className}`} data-testid="trip-map">
      <Suspense
        fallback={
          <p className="trip-map__loading" role="status">
            {t('map.loading')}
          </p>
        }
      >
        <LazyPlaceMap
          points={NO_POINTS}
          routes={routes}
          locale={locale}
          highlight={hovered}
          onHighlight={onHover}
          stopAction={stopAction}
          overlay={legend || null}
          className="trip-map__map"
        />
      </Suspense>
    </div>
  );
}
