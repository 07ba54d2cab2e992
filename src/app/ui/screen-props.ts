import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { PageSearch } from '../lib/page-search.ts';
import type { Page, PageBlock } from '../../shared/api/calls/pages.ts';
import type { PageType } from '../../shared/constants/page-types.ts';
import type { RoutedLocale } from '../../shared/constants/locales.ts';

/** What a page-type screen gets: the resolved page, the locale and the full path after the locale. */
export interface ScreenProps {
  page: Page;
  locale: RoutedLocale;
  /** The address path after `/{locale}/`, without trailing slash; list pages read their filter slugs from it. */
  path: string;
}

/** What a screen's data loader gets in the route's loader (on the server and in the browser). */
export interface ScreenDataContext {
  readonly queryClient: QueryClient;
  readonly page: Page;
  readonly locale: RoutedLocale;
  readonly path: string;
  readonly search: PageSearch;
  /** The day in Prague the page is read for (`usePageToday` gives it to the components). */
  readonly today: string;
}

/** What a block's data loader gets: the page's context and the block. */
export interface BlockDataContext<T extends PageBlock['type'] = PageBlock['type']> extends ScreenDataContext {
  readonly block: BlockOf<T>;
}

export type Screen = ComponentType<ScreenProps> | LazyExoticComponent<ComponentType<ScreenProps>>;

/** Screens by page type; routes compose them from the features (features never import one another). */
export type ScreenMap = Partial<Record<PageType, Screen>>;

export type BlockOf<T extends PageBlock['type']> = Extract<PageBlock, { type: T }>;

export interface BlockProps<T extends PageBlock['type'] = PageBlock['type']> {
  block: BlockOf<T>;
  locale: RoutedLocale;
}

type BlockRenderer<T extends PageBlock['type']> =
  ComponentType<BlockProps<T>> | LazyExoticComponent<ComponentType<BlockProps<T>>>;

/** The block renderers one feature provides; routes put the features' maps together. */
export type BlockMap = { [T in PageBlock['type']]?: BlockRenderer<T> };

/** A renderer for every block type: a block type without one is a type error, never a page that drops the block. */
export type BlockRenderers = { [T in PageBlock['type']]: BlockRenderer<T> };
