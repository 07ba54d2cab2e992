import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import type { Page } from '../../shared/api/calls/pages.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { ListStatus } from './list-status.tsx';
import { Pagination } from './pagination/pagination.tsx';
import './content-list.css';

interface Props<T> {
  page: Page;
  /** The feature's text namespace (ListStatus's texts). */
  texts: string;
  className: string;
  query: UseQueryResult<{ count: number; items: T[] }>;
  pages: number;
  current: number;
  goTo: (page: number) => void;
  /** A page's address: the pagination is made of real links (they work before the app runs, or without it). */
  hrefFor: (page: number) => string;
  /** The grid's columns on wide screens. */
  columns: 3 | 4;
  /** The grid's cells (each an `<li>`). */
  children: (items: T[]) => ReactNode;
  resultsRef?: Ref<HTMLDivElement>;
  after?: ReactNode;
}

/**
 * A paged content list (news, recipes, downloads): the page's heading, the count, a loader, the offline or failed
 * state with a retry, no results, a page past the last with a way back, the grid and the pagination.
 */
export function ContentList<T>({
  page,
  texts,
  className,
  query,
  pages,
  current,
  goTo,
  hrefFor,
  columns,
  children,
  resultsRef,
  after,
}: Props<T>) {
  const data = query.data;
  return (
    <article className={`page ${className}`} data-page-type={page.type}>
      <Breadcrumbs crumbs={page.breadcrumbs} />
      <header className="page__header">
        <h1>{page.title}</h1>
        {(page.perex ?? page.description) && <p className="page__perex">{page.perex ?? page.description}</p>}
      </header>
      <div className="content-list__results" ref={resultsRef} aria-busy={query.isFetching}>
        <ListStatus query={query} texts={texts} pages={pages} toLastPage={() => goTo(pages)} />
        {data && data.items.length > 0 && (
          <ul
            className={`content-list__grid content-list__grid--${columns}${query.isPlaceholderData ? ' content-list__grid--stale' : ''}`}
            data-testid={`${texts}-grid`}
          >
            {children(data.items)}
          </ul>
        )}
        <Pagination page={current} pages={pages} onPage={goTo} hrefFor={hrefFor} />
      </div>
      {after}
    </article>
  );
}
