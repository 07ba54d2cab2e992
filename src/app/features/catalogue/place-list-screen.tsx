import { Suspense, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LIST_PAGE_SIZE, MAP_LATITUDE_MAX, MAP_LATITUDE_MIN } from '../../../shared/constants/places.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { LazyPlaceMap } from '../../ui/map/lazy-place-map.tsx';
import type { MapPoint } from '../../ui/map/place-map-props.ts';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { placeListQuery, type ListItem } from './api.ts';
import { FilterSidebar } from './filter-sidebar.tsx';
import { choicesOf, LIST_KINDS } from './list-kinds.ts';
import { EMPTY_FILTERS, listLocation, pageCount, parseListState, type ListFilters } from './list-filters.ts';
import { Pagination } from './pagination.tsx';
import { PlaceCard } from './place-card.tsx';
import './texts.ts';
import './catalogue.css';

const toMapPoint = (item: ListItem): MapPoint[] =>
  item.location ? [{ id: item.id, type: item.types[0] ?? 'winemaker', title: item.title, location: item.city, url: item.url, image: item.image, latitude: item.location.latitude, longitude: item.location.longitude }] : [];

/** Winemakers, cellars, wine bars, wine shops, accommodation and restaurants: list or map, filtered from the address. */
export function PlaceListScreen({ page, locale, path }: ScreenProps) {
  const { t } = useTranslation();
  const kind = LIST_KINDS[page.type];
  const navigate = useNavigate();
  const { hash } = useLocation();
  const resultsRef = useRef<HTMLDivElement>(null);
  const basePath = page.path;
  const baseDepth = basePath.split('/').length - 2;
  const slugs = path.split('/').filter(Boolean).slice(baseDepth);
  const slugKey = slugs.join('/');
  const filters = useMemo(() => parseListState(slugKey ? slugKey.split('/') : [], hash, kind ? choicesOf(kind) : []), [slugKey, hash, kind]);
  const query = useQuery({ ...placeListQuery(kind ?? { call: 'restaurant', optionsType: 'restaurant' }, locale, filters), enabled: kind !== undefined });

  const apply = (next: ListFilters) => {
    const location = listLocation(basePath, next);
    void navigate({ to: '/$locale/$', params: { locale, _splat: location.path.split('/').slice(2).join('/') }, hash: location.hash, resetScroll: false });
    if (next.page !== filters.page) resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  if (!kind) return null;
  const data = query.data;
  const points = data ? data.items.flatMap(toMapPoint).filter((point) => point.latitude >= MAP_LATITUDE_MIN && point.latitude <= MAP_LATITUDE_MAX) : [];

  return (
    <article className="page place-list" data-page-type={page.type}>
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <header className="page__header">
        <h1>{page.title}</h1>
        {page.perex && <p className="page__perex">{page.perex}</p>}
      </header>
      <div className="place-list__layout">
        <FilterSidebar kind={kind} locale={locale} filters={filters} onApply={apply} />
        <div className="place-list__results" ref={resultsRef}>
          <div className="place-list__bar">
            <p className="place-list__count" role="status" aria-live="polite">
              {query.isPending ? t('catalogue.loading') : data && data.count > 0 ? t('catalogue.found', { count: data.count }) : t('catalogue.notFound')}
            </p>
            <div className="mode-switch" role="group" aria-label={t('catalogue.modeLabel')}>
              <button type="button" aria-pressed={filters.mode === 'list'} onClick={() => apply({ ...filters, mode: 'list' })}>{t('catalogue.list')}</button>
              <button type="button" aria-pressed={filters.mode === 'map'} onClick={() => apply({ ...filters, mode: 'map', page: 1 })}>{t('catalogue.map')}</button>
            </div>
          </div>
          {query.isPending && <div className="place-list__loader" aria-hidden="true" />}
          {query.isError && !data && (
            <div className="no-results">
              <p>{t('catalogue.loadFailed')}</p>
              <button type="button" className="button" onClick={() => void query.refetch()}>{t('catalogue.retry')}</button>
            </div>
          )}
          {data && data.count === 0 && (
            <div className="no-results">
              <p className="no-results__title">{t('catalogue.noResults')}</p>
              <button type="button" className="button button--primary" onClick={() => apply({ ...EMPTY_FILTERS, mode: filters.mode })}>{t('catalogue.reset')}</button>
            </div>
          )}
          {data && data.count > 0 && filters.mode === 'list' && (
            <>
              <ul className={`place-list__items ${query.isPlaceholderData ? 'is-stale' : ''}`} data-testid="place-list">
                {data.items.map((item) => <PlaceCard key={item.id} item={item} />)}
              </ul>
              <Pagination page={filters.page} pages={pageCount(data.count, LIST_PAGE_SIZE)} onPage={(n) => apply({ ...filters, page: n })} />
            </>
          )}
          {data && data.count > 0 && filters.mode === 'map' && (
            <Suspense fallback={<p className="loading" role="status">{t('loading')}</p>}>
              <LazyPlaceMap points={points} locale={locale} className="place-list__map" loading={query.isFetching} />
            </Suspense>
          )}
        </div>
      </div>
    </article>
  );
}
