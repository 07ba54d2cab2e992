import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { LIST_PAGE_SIZE } from '../../../shared/constants/places.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { ListStatus } from '../../ui/list-status.tsx';
import { useSearchHref } from '../../ui/list-page.ts';
import { Pagination } from '../../ui/pagination/pagination.tsx';
import { SafeLink } from '../../ui/safe-link.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { wineListQuery } from './api.ts';
import { WineCard } from './wine-card.tsx';
import { WineFilterForm } from './wine-filter-form.tsx';
import { NO_WINE_FILTERS, readWineFilters, writeWineFilters, type WineFilters } from './wine-filters.ts';
import { withBanners } from './wine-grid.ts';
import './texts.ts';
import './wines.css';

/** Spec 01 "ML wine list": the filter sidebar, rated wines 10 per page with banners at index 2 and 7, state under the spec's keys. */
export function WineListScreen({ page, locale }: ScreenProps) {
  const navigate = useNavigate();
  const href = useSearchHref();
  const resultsRef = useRef<HTMLDivElement>(null);
  const filters = readWineFilters(useSearch({ strict: false }) as Record<string, unknown>);
  const query = useQuery(wineListQuery(locale, filters));
  const data = query.data;
  const pages = data ? Math.ceil(data.count / LIST_PAGE_SIZE) : 0;
  const banners = page.blocks.flatMap((block) => (block.type === 'banner' ? [block] : []));
  const winemakerTitle =
    filters.w.length === 1
      ? data?.items.find((wine) => wine.wineEntity.id === filters.w[0])?.wineEntity.title
      : undefined;

  const apply = (next: WineFilters) => {
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => writeWineFilters(prev, next),
      resetScroll: false,
    });
    if (next.page !== filters.page) {
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      resultsRef.current?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    }
  };

  return (
    <article className="page wine-list">
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <header className="page__header">
        <h1>{page.title}</h1>
        {page.perex && <p className="page__perex">{page.perex}</p>}
      </header>
      <div className="wine-list__layout">
        <WineFilterForm locale={locale} filters={filters} winemakerTitle={winemakerTitle} onSubmit={apply} />
        <div className="wine-list__results" ref={resultsRef} aria-busy={query.isFetching}>
          <ListStatus
            query={query}
            texts="wines"
            pages={pages}
            toLastPage={() => apply({ ...filters, page: pages })}
            reset={() => apply(NO_WINE_FILTERS)}
          />
          {data && data.items.length > 0 && (
            <ul className={`wine-list__grid${query.isFetching ? ' wine-list__grid--stale' : ''}`}>
              {withBanners(data.items, banners).map((cell) =>
                cell.kind === 'wine' ? (
                  <WineCard key={cell.wine.id} wine={cell.wine} />
                ) : (
                  <li key={cell.banner.id} className="wine-list__banner">
                    <h2>{cell.banner.title}</h2>
                    <p>{cell.banner.text}</p>
                    {cell.banner.link && (
                      <SafeLink href={cell.banner.link.path} className="button">
                        {cell.banner.link.title}
                      </SafeLink>
                    )}
                  </li>
                ),
              )}
            </ul>
          )}
          <Pagination
            page={filters.page}
            pages={pages}
            onPage={(n) => apply({ ...filters, page: n })}
            hrefFor={(n) => href((prev) => writeWineFilters(prev, { ...filters, page: n }))}
          />
        </div>
      </div>
    </article>
  );
}
