import { useEffect } from 'react';
import { useLocation, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { movedHashAddress, searchWithPage } from '../../shared/domain/list-paging.ts';
import type { PageSearch } from '../lib/page-search.ts';

type SearchUpdate = (prev: Record<string, unknown>) => Record<string, unknown>;

/** The list page an address holds (`?page=3`, validated by the route: a whole number of 2 or more), else 1. */
export const pageOf = (search: PageSearch): number => search.page ?? 1;

/** The address of this page with another query: a real link (new tab, no JavaScript, the server's first HTML). */
export function useSearchHref(): (search: SearchUpdate) => string {
  const router = useRouter();
  return (search) => router.buildLocation({ to: '.', search }).href;
}

/**
 * An old address that kept a list's state in its hash (`#page=2`) is replaced by the same state in the query once the
 * app runs in the browser (the server never sees a hash, so it renders the list's first page until then).
 */
export function useHashMovedToQuery(keys: readonly string[]): void {
  const navigate = useNavigate();
  const { pathname, searchStr, hash } = useLocation();
  const moved = movedHashAddress({ pathname, search: searchStr, hash }, keys);
  useEffect(() => {
    if (moved) void navigate({ href: moved, replace: true, resetScroll: false });
  }, [moved, navigate]);
}

const PAGE_KEYS = ['page'] as const;

/**
 * A list's page in the address query (`?page=2`): back/forward, reload and the server's render keep it; page links
 * are real links (`hrefFor`); `scroll` runs after each change made in the app.
 */
export function useListPage(scroll: () => void): {
  current: number;
  goTo: (page: number) => void;
  hrefFor: (page: number) => string;
} {
  const navigate = useNavigate();
  const href = useSearchHref();
  const search = useSearch({ strict: false }) as PageSearch;
  useHashMovedToQuery(PAGE_KEYS);
  const withPage =
    (page: number): SearchUpdate =>
    (prev) =>
      searchWithPage(prev, page);
  return {
    current: pageOf(search),
    goTo: (page) => {
      void navigate({ to: '.', search: withPage(page), resetScroll: false });
      scroll();
    },
    hrefFor: (page) => href(withPage(page)),
  };
}

/** Smooth unless the user asks for reduced motion. */
export const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
