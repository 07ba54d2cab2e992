import { useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { placeListQuery } from './api.ts';
import { EshopSection } from './eshop-section.tsx';
import { FilterSidebar } from './filter-sidebar.tsx';
import { choicesOf, LIST_KINDS, pinTypeOf, type ListKind } from './list-kinds.ts';
import { LIST_PAGE_SIZE } from '../../../shared/constants/places.ts';
import {
  clearedFilters,
  filterSlugs,
  hasPlaceOnlyFilters,
  listLocation,
  pageCount,
  parseListState,
  type ListFilters,
  type ListMode,
} from './list-filters.ts';
import { PlaceResults } from './place-results.tsx';
import './texts.ts';
import './catalogue.css';

/** Winemakers, cellars, wine bars, wine shops (with e-shops), accommodation and restaurants: list or map, filtered from the address. */
export function PlaceListScreen(props: ScreenProps) {
  const kind = LIST_KINDS[props.page.type];
  return kind ? <PlaceList {...props} kind={kind} /> : null;
}

function PlaceList({ page, locale, path, kind }: ScreenProps & { kind: ListKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const resultsRef = useRef<HTMLDivElement>(null);
  const basePath = page.path;
  const slugKey = filterSlugs(basePath, path).join('/');
  const filters = useMemo(
    () => parseListState(slugKey ? slugKey.split('/') : [], hash, choicesOf(kind)),
    [slugKey, hash, kind],
  );
  const query = useQuery(placeListQuery(kind, locale, filters));
  const data = query.data;
  const queryClient = useQueryClient();
  const hasNextPage =
    data !== undefined &&
    !query.isPlaceholderData &&
    filters.mode === 'list' &&
    filters.page < pageCount(data.count, LIST_PAGE_SIZE);

  useEffect(() => {
    // The next page is the likeliest next step; having it cached makes "next" instant.
    if (hasNextPage)
      void queryClient.prefetchQuery(placeListQuery(kind, locale, { ...filters, page: filters.page + 1 }));
  }, [hasNextPage, queryClient, kind, locale, filters]);

  const apply = (next: ListFilters) => {
    const location = listLocation(basePath, next);
    void navigate({
      to: '/$locale/$',
      params: { locale, _splat: location.path.split('/').slice(2).join('/') },
      hash: location.hash,
      resetScroll: false,
    });
    if (next.page !== filters.page) {
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      resultsRef.current?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    }
  };
  const switchMode = (mode: ListMode) => apply({ ...filters, mode, page: 1 });

  return (
    <article className="page place-list" data-page-type={page.type}>
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <header className="page__header">
        <h1>{page.title}</h1>
        {page.perex && <p className="page__perex">{page.perex}</p>}
      </header>
      <div className="place-list__layout">
        <FilterSidebar kind={kind} locale={locale} filters={filters} onApply={apply} />
        <div className="place-list__results" ref={resultsRef} aria-busy={query.isFetching}>
          <div className="place-list__bar">
            <p className="place-list__count" role="status" aria-live="polite">
              {query.isPending
                ? t('catalogue.loading')
                : data && data.count > 0
                  ? t('catalogue.found', { count: data.count })
                  : data
                    ? t('catalogue.notFound')
                    : ''}
            </p>
            <div className="mode-switch" role="group" aria-label={t('catalogue.modeLabel')}>
              <button type="button" aria-pressed={filters.mode === 'list'} onClick={() => switchMode('list')}>
                {t('catalogue.list')}
              </button>
              <button type="button" aria-pressed={filters.mode === 'map'} onClick={() => switchMode('map')}>
                {t('catalogue.map')}
              </button>
            </div>
          </div>
          {query.isFetching && !query.isPending && <div className="place-list__loader" aria-hidden="true" />}
          <PlaceResults
            query={query}
            filters={filters}
            locale={locale}
            pinType={pinTypeOf(kind)}
            onPage={(n) => apply({ ...filters, page: n })}
            onReset={() => apply(clearedFilters(filters))}
          />
          {kind.withEshops && filters.mode === 'list' && !hasPlaceOnlyFilters(filters) && (
            <EshopSection locale={locale} search={filters.s} />
          )}
        </div>
      </div>
    </article>
  );
}
