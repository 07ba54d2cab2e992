import { useEffect, useEffectEvent, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { placeListQuery } from './api.ts';
import { EshopSection } from './eshop-section.tsx';
import { FilterSidebar } from './filter-sidebar.tsx';
import { choicesOf, LIST_KINDS, pinTypeOf, type ListKind } from './list-kinds.ts';
import { showsEshops } from './list-data.ts';
import {
  clearedFilters,
  legacyHashSearch,
  listLocation,
  parseListState,
  type ListFilters,
  type ListMode,
} from './list-filters.ts';
import { listNavigation } from './list-navigation.ts';
import { useListFilters } from './use-list-filters.ts';
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
  const router = useRouter();
  const hash = useLocation({ select: (location) => location.hash });
  const resultsRef = useRef<HTMLDivElement>(null);
  const basePath = page.path;
  const filters = useListFilters(kind, basePath, path);
  const query = useQuery(placeListQuery(kind, locale, filters));
  const queryClient = useQueryClient();
  // The server does not read a map's points (the map is drawn in the browser): until the app has taken the page over,
  // map mode shows what the server drew, whatever the device's cache already holds.
  const hydrated = useHydrated();
  const mapMode = filters.mode === 'map';
  const waiting = mapMode && !hydrated;
  const data = waiting ? undefined : query.data;

  const target = (next: ListFilters) => listNavigation(locale, basePath, next);
  const apply = (next: ListFilters, replace = false) => {
    void navigate({ ...target(next), replace, resetScroll: false });
    if (next.page !== filters.page && !replace) {
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      resultsRef.current?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    }
  };
  const hrefFor = (n: number) => router.buildLocation(target({ ...filters, page: n })).href;
  // The next page is the likeliest next step: it is read once the visitor reaches for the pagination, not with the page.
  const readAhead = () => {
    if (data && !query.isPlaceholderData)
      void queryClient.prefetchQuery(placeListQuery(kind, locale, { ...filters, page: filters.page + 1 }));
  };
  const switchMode = (mode: ListMode) => apply({ ...filters, mode, page: 1 });

  // An old address kept the filters in the hash (`#s=…&page=2`): it is moved into the query string, in place.
  const moveHash = useEffectEvent((found: Record<string, string>) => {
    const moved = parseListState([], { ...listLocation(basePath, filters).search, ...found }, choicesOf(kind));
    apply({ ...moved, sr: filters.sr, m: filters.m }, true);
  });
  useEffect(() => {
    const found = legacyHashSearch(hash);
    if (found) moveHash(found);
  }, [hash]);

  return (
    <article
      className={`page place-list ${mapMode ? 'place-list--map map-canvas-page' : ''}`}
      data-page-type={page.type}
    >
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <header className="page__header">
        <h1>{page.title}</h1>
        {page.perex && <p className="page__perex">{page.perex}</p>}
      </header>
      <div className="place-list__layout">
        <FilterSidebar kind={kind} locale={locale} filters={filters} onApply={apply} />
        <div className="place-list__results" ref={resultsRef} aria-busy={!waiting && query.isFetching}>
          <div className="place-list__bar">
            <p className="place-list__count" role="status" aria-live="polite">
              {query.isPending || waiting
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
          {!waiting && query.isFetching && !query.isPending && (
            <div className="place-list__loader" aria-hidden="true" />
          )}
          <PlaceResults
            query={query}
            waiting={waiting}
            filters={filters}
            locale={locale}
            pinType={pinTypeOf(kind)}
            onPage={(n) => apply({ ...filters, page: n })}
            hrefFor={hrefFor}
            onReachPages={readAhead}
            onReset={() => apply(clearedFilters(filters))}
          />
          {showsEshops(kind, filters) && <EshopSection locale={locale} search={filters.s} />}
        </div>
      </div>
    </article>
  );
}
