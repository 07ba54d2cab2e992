import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { TAG_PAGE_SIZE } from '../../../shared/constants/places.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { ListStatus } from '../../ui/list-status.tsx';
import { useSearchHref } from '../../ui/list-page.ts';
import { Pagination } from '../../ui/pagination/pagination.tsx';
import type { ScreenProps } from '../../ui/screen-props.ts';
import { tagQuery, taggedQuery } from './api.ts';
import { TagFilterForm } from './tag-filter-form.tsx';
import { readTagFilters, writeTagFilters, type TagFilters } from './tag-filters.ts';
import { TaggedCard } from './tagged-card.tsx';
import './texts.ts';
import './tags.css';

/** Spec 01 §2 "Tag detail": the tag's title, a sidebar filter, the tagged records 12 per page. */
export function TagScreen({ page, locale }: ScreenProps) {
  const navigate = useNavigate();
  const href = useSearchHref();
  const resultsRef = useRef<HTMLDivElement>(null);
  const tagId = page.entity?.id ?? 0;
  const filters = readTagFilters(useSearch({ strict: false }) as Record<string, unknown>);
  const tag = useQuery(tagQuery(locale, tagId));
  const query = useQuery(taggedQuery(locale, tagId, filters));
  const data = query.data;
  const pages = data ? Math.ceil(data.count / TAG_PAGE_SIZE) : 0;

  const apply = (next: TagFilters) => {
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => writeTagFilters(prev, next),
      resetScroll: false,
    });
    if (next.page !== filters.page) {
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      resultsRef.current?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    }
  };
  const reset = () => apply({ s: '', t: [], page: 1 });

  return (
    <article className="page tag-page">
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <header className="page__header tag-page__header" style={tag.data ? { borderColor: tag.data.color } : undefined}>
        <h1>
          <span className="tag-page__hash" aria-hidden="true">
            #
          </span>
          {tag.data?.title ?? page.title}
        </h1>
      </header>
      <div className="tag-page__layout">
        <TagFilterForm filters={filters} onSubmit={apply} />
        <div className="tag-page__results" ref={resultsRef} aria-busy={query.isFetching}>
          <ListStatus
            query={query}
            texts="tags"
            pages={pages}
            toLastPage={() => apply({ ...filters, page: pages })}
            reset={reset}
          />
          {data && data.items.length > 0 && (
            <ul className={`tag-page__list${query.isFetching ? ' tag-page__list--stale' : ''}`}>
              {data.items.map((item) => (
                <TaggedCard key={`${item.types[0]}-${item.id}`} item={item} locale={locale} />
              ))}
            </ul>
          )}
          <Pagination
            page={filters.page}
            pages={pages}
            onPage={(n) => apply({ ...filters, page: n })}
            hrefFor={(n) => href((prev) => writeTagFilters(prev, { ...filters, page: n }))}
          />
        </div>
      </div>
    </article>
  );
}
