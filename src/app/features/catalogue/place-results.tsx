import { Suspense, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { isOfflineFailure } from '../../lib/api-client.ts';
import type { RoutedLocale } from '../../../shared/constants/locales.ts';
import { LIST_PAGE_SIZE } from '../../../shared/constants/places.ts';
import { MapCanvas } from '../../ui/map/map-canvas.tsx';
import { usableMapPoints } from '../../ui/map/map-points.ts';
import { compactHours } from '../../../shared/domain/compact-hours.ts';
import type { MapPoint } from '../../ui/map/place-map-props.ts';
import type { ListItem } from './api.ts';
import { pageCount, type ListFilters } from './list-filters.ts';
import { Pagination } from '../../ui/pagination/pagination.tsx';
import { PlaceCard } from '../../ui/place-card/place-card.tsx';
import type { PlaceFlags } from '../../lib/place-flags.ts';
import { useSessionUser } from '../../lib/session.ts';
import { preloadable } from '../../ui/preloadable.ts';

const PlaceMarksReader = preloadable(() =>
  import('./place-marks-reader.tsx').then((m) => ({ default: m.PlaceMarksReader })),
);

type Listing = { count: number; items: ListItem[] };

interface Props {
  query: UseQueryResult<Listing>;
  /** Shows the loading state whatever the query holds (a map before the app has taken the page over). */
  waiting: boolean;
  filters: ListFilters;
  locale: RoutedLocale;
  pinType: string;
  onPage: (page: number) => void;
  /** The address of a page of this list, for the pagination's links. */
  hrefFor: (page: number) => string;
  /** The visitor reaches for the pagination (pointer or focus): a moment to read the next page ahead. */
  onReachPages: () => void;
  onReset: () => void;
}

const toMapPoints = (items: readonly ListItem[], pinType: string): MapPoint[] =>
  usableMapPoints(
    items.flatMap((item) =>
      item.location
        ? [
            {
              id: item.id,
              type: pinType,
              title: item.title,
              location: item.city,
              url: item.url,
              image: item.image?.url ?? null,
              hours: compactHours(item.openingHours),
              rating: item.rating,
              ratingCount: item.ratingCount,
              latitude: item.location.latitude,
              longitude: item.location.longitude,
            },
          ]
        : [],
    ),
  );

/** The loader, then the cards with pagination or the map, or the no-results state with a reset. */
export function PlaceResults({
  query,
  waiting,
  filters,
  locale,
  pinType,
  onPage,
  hrefFor,
  onReachPages,
  onReset,
}: Props) {
  const user = useSessionUser();
  const [marks, setMarks] = useState<ReadonlyMap<number, PlaceFlags> | null>(null);
  const { t } = useTranslation();
  const data = query.data;
  if (query.isPending || waiting)
    return (
      <div className="place-list__loader" role="status">
        <span className="visually-hidden">{t('catalogue.loading')}</span>
      </div>
    );
  if (!data) {
    const offline = isOfflineFailure(query.error);
    return (
      <div className="no-results" role="alert">
        <p className="no-results__title">{t(offline ? 'catalogue.offline' : 'catalogue.loadFailed')}</p>
        <button type="button" className="button button--primary" onClick={() => void query.refetch()}>
          {t('catalogue.retry')}
        </button>
      </div>
    );
  }
  if (data.count === 0) {
    return (
      <div className="no-results">
        <p className="no-results__title">{t('catalogue.noResults')}</p>
        <p>{t('catalogue.noResultsHint')}</p>
        <button type="button" className="button button--primary" onClick={onReset}>
          {t('catalogue.reset')}
        </button>
      </div>
    );
  }
  const placeType = pinType === 'restaurant' ? 'restaurant' : 'wine_entity';
  if (filters.mode === 'map') {
    const byId = new Map(data.items.map((item) => [item.id, item]));
    return (
      <MapCanvas
        points={toMapPoints(data.items, pinType)}
        map={{ locale, loading: query.isFetching, loadFailed: query.isError }}
        loadingText={t('catalogue.mapLoading')}
        className="place-list__map"
        renderRow={(point, i) => {
          const item = byId.get(point.id);
          return item && <PlaceCard key={item.id} item={item} placeType={placeType} first={i === 0} compact />;
        }}
      />
    );
  }
  const pages = pageCount(data.count, LIST_PAGE_SIZE);
  return (
    <>
      {user && (
        <Suspense fallback={null}>
          <PlaceMarksReader placeType={placeType} onMarks={setMarks} />
        </Suspense>
      )}
      <ul className={`place-list__items ${query.isPlaceholderData ? 'is-stale' : ''}`} data-testid="place-list">
        {data.items.map((item, i) => (
          <PlaceCard
            key={item.id}
            item={item}
            placeType={placeType}
            first={i === 0}
            flags={user ? marks?.get(item.id) : undefined}
          />
        ))}
      </ul>
      {filters.page > pages && (
        <div className="no-results">
          <p className="no-results__title">{t('catalogue.pastLastPage', { pages })}</p>
          <button type="button" className="button button--primary" onClick={() => onPage(pages)}>
            {t('catalogue.lastPage')}
          </button>
        </div>
      )}
      <div onPointerEnter={onReachPages} onFocus={onReachPages}>
        <Pagination page={filters.page} pages={pages} onPage={onPage} hrefFor={hrefFor} />
      </div>
    </>
  );
}
