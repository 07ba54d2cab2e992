import { createFileRoute, redirect } from '@tanstack/react-router';
import { HOMEPAGE_SLUG } from '../../../shared/constants/page-types.ts';
import { pragueToday } from '../../../shared/domain/prague-time.ts';
import { toRoutedLocale } from '../../../shared/constants/locales.ts';
import { loadPage } from '../../features/pages/load-page.ts';
import { parsePageSearch } from '../../lib/page-search.ts';
import { loadDetailRecord } from '../../lib/detail-queries.ts';
import { PageRoute } from '../../features/pages/page-route.tsx';
import { PAGE_BLOCKS, PAGE_SCREENS, preloadForPath, preparePage } from '../-page-screens.ts';

/** Any CMS path /{locale}/{slug…}, including detail pages {section}/{id}-{slug}. */
export const Route = createFileRoute('/$locale/$')({
  validateSearch: parsePageSearch,
  // The homepage's CMS slug shows the homepage at its one canonical address, `/{locale}` (moved for good: 301).
  beforeLoad: ({ params }) => {
    if (params._splat?.replace(/\/+$/, '') === HOMEPAGE_SLUG)
      throw redirect({
        to: '/$locale',
        params: { locale: params.locale },
        search: true,
        hash: true,
        replace: true,
        statusCode: 301,
      });
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const path = (params._splat ?? '').replace(/\/+$/, '');
    const tripRead = preloadForPath(context.queryClient, params.locale, path);
    const page = await loadPage(context.queryClient, params.locale, path);
    const locale = toRoutedLocale(params.locale);
    const today = pragueToday();
    await Promise.all([
      preparePage({ queryClient: context.queryClient, page, locale, path, search: deps, today }),
      loadDetailRecord(context.queryClient, locale, page),
      // The server's page holds the trip as anyone with the link sees it. A read still under way when the page was
      // written would reach the browser's cache with the page and be shown where the page showed "loading". The
      // browser does not wait: offline, the read waits for a connection.
      import.meta.env.SSR ? tripRead : undefined,
    ]);
    return { today };
  },
  component: function CmsRoute() {
    const { locale, _splat } = Route.useParams();
    const { today } = Route.useLoaderData();
    return <PageRoute locale={locale} path={_splat ?? ''} today={today} screens={PAGE_SCREENS} blocks={PAGE_BLOCKS} />;
  },
  ...PageRoute.states,
});
