import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from '../../../shared/api/calls/pages.ts';
import type { PageType } from '../../../shared/constants/page-types.ts';
import { sendApiCallsThrough } from '../../lib/api-client.ts';
import { eshopListQuery, filterOptionsQuery, placeListQuery } from './api.ts';
import { listFiltersAt, loadPlaceListData } from './list-data.ts';
import { LIST_KINDS } from './list-kinds.ts';

const listPage = (type: PageType, path: string): Page => ({
  id: 1,
  locale: 'cs',
  path,
  type,
  title: 'List',
  documentTitle: 'List',
  description: '',
  perex: null,
  image: null,
  siteName: '',
  alternates: [],
  breadcrumbs: [],
  blocks: [],
  entity: null,
});

/** Answers every call with an empty list and notes what was asked. */
function recordCalls(): URL[] {
  const calls: URL[] = [];
  sendApiCallsThrough((url) => {
    calls.push(new URL(url, 'http://app.test'));
    return Promise.resolve(Response.json({ count: 0, total: 0, items: [], categories: {} }));
  });
  return calls;
}

afterEach(() => sendApiCallsThrough((url, init) => fetch(url, init)));

const TODAY = '2026-11-27';

describe('the place list loader', () => {
  it('reads the page of records for the address and the filter options, into the keys the screen reads', async () => {
    const calls = recordCalls();
    const queryClient = new QueryClient();
    const page = listPage('winemaker_list', '/cs/vinari');
    const search = { page: 3, p: 'card,hack', s: 'sklep' };
    await loadPlaceListData({ queryClient, page, locale: 'cs', path: 'vinari/mikulovska', search, today: TODAY });

    expect(calls.map((url) => url.pathname).sort()).toEqual(['/api/others', '/api/wineEntity']);
    const records = calls.find((url) => url.pathname === '/api/wineEntity');
    expect(records?.searchParams.get('offset')).toBe('20');
    expect(records?.searchParams.get('sr')).toBe('1');
    expect(records?.searchParams.getAll('p')).toEqual(['card']);
    expect(records?.searchParams.get('s')).toBe('sklep');

    const kind = LIST_KINDS.winemaker_list!;
    const filters = listFiltersAt(kind, page.path, 'vinari/mikulovska', search);
    expect(queryClient.getQueryData(placeListQuery(kind, 'cs', filters).queryKey)).toBeDefined();
    // The options are counted for the address's filters (their counts follow the choice).
    const options = calls.find((url) => url.pathname === '/api/others');
    expect(options?.searchParams.get('sr')).toBe('1');
    expect(options?.searchParams.getAll('p')).toEqual(['card']);
    expect(options?.searchParams.get('s')).toBe('sklep');
    expect(queryClient.getQueryData(filterOptionsQuery(kind, 'cs', filters).queryKey)).toBeDefined();
  });

  it('reads nothing twice that is already cached', async () => {
    const queryClient = new QueryClient();
    const context = {
      queryClient,
      page: listPage('restaurant_list', '/cs/restaurace'),
      locale: 'cs',
      path: 'restaurace',
      search: {},
      today: TODAY,
    } as const;
    recordCalls();
    await loadPlaceListData(context);
    const again = recordCalls();
    await loadPlaceListData(context);
    expect(again).toEqual([]);
  });

  it('reads the first e-shops beside the wine shops, until a filter only places carry is set', async () => {
    const queryClient = new QueryClient();
    const page = listPage('wine_shop_list', '/cs/vinoteky-a-eshopy');
    const searched = recordCalls();
    await loadPlaceListData({
      queryClient,
      page,
      locale: 'cs',
      path: 'vinoteky-a-eshopy',
      search: { s: 'víno' },
      today: TODAY,
    });
    expect(searched.map((url) => url.pathname).sort()).toEqual(['/api/eshop', '/api/others', '/api/wineEntity']);
    expect(queryClient.getQueryData(eshopListQuery('cs', 'víno').queryKey)).toBeDefined();

    const filtered = recordCalls();
    await loadPlaceListData({
      queryClient,
      page,
      locale: 'cs',
      path: 'vinoteky-a-eshopy/znojemska',
      search: {},
      today: TODAY,
    });
    // No e-shops; the options are read again, counted for the new choice.
    expect(filtered.map((url) => url.pathname).sort()).toEqual(['/api/others', '/api/wineEntity']);
  });

  it('leaves the points to the map: in map mode only the filter options are read', async () => {
    const calls = recordCalls();
    const page = listPage('cellar_list', '/cs/sklepy');
    await loadPlaceListData({
      queryClient: new QueryClient(),
      page,
      locale: 'cs',
      path: 'sklepy',
      search: { mode: 'map' },
      today: TODAY,
    });
    expect(calls.map((url) => url.pathname)).toEqual(['/api/others']);
  });

  it('reads nothing for a page that is not a place list', async () => {
    const calls = recordCalls();
    await loadPlaceListData({
      queryClient: new QueryClient(),
      page: listPage('news', '/cs/aktuality'),
      locale: 'cs',
      path: 'aktuality',
      search: {},
      today: TODAY,
    });
    expect(calls).toEqual([]);
  });
});
