import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { Page } from '../../../shared/api/calls/pages.ts';
import { isRoutedLocale } from '../../../shared/constants/locales.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { pageQuery } from '../../lib/page-queries.ts';

/** Route loader: fetch (or reuse) the page; a missing page or bad path becomes the router's not-found. */
export async function loadPage(queryClient: QueryClient, locale: string, path: string): Promise<Page> {
  if (!isRoutedLocale(locale)) throw notFound();
  const cleanPath = path.replace(/\/+$/, '');
  if (!/^[a-z0-9\-/]*$/.test(cleanPath)) throw notFound();
  try {
    return (await queryClient.ensureQueryData(pageQuery(locale, cleanPath))).page;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}
