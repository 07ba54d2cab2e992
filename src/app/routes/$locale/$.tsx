import { createFileRoute, redirect } from '@tanstack/react-router';
import { HOMEPAGE_SLUG } from '../../../shared/constants/page-types.ts';
import { loadPage } from '../../features/pages/load-page.ts';
import { seedEmbeddedRecord } from '../../lib/detail-queries.ts';
import { PageRoute } from '../../features/pages/page-route.tsx';
import { PAGE_BLOCKS, PAGE_SCREENS, preloadForPath, preloadPageCode } from '../-page-screens.ts';

/** Any CMS path /{locale}/{slug…}, including detail pages {section}/{id}-{slug}. */
export const Route = createFileRoute('/$locale/$')({
  // The homepage's CMS slug shows the homepage at its one canonical address, `/{locale}`.
  beforeLoad: ({ params }) => {
    if (params._splat?.replace(/\/+$/, '') === HOMEPAGE_SLUG)
      throw redirect({ to: '/$locale', params: { locale: params.locale }, search: true, hash: true, replace: true });
  },
  loader: async ({ context, params }) => {
    preloadForPath(context.queryClient, params.locale, params._splat ?? '');
    const page = await loadPage(context.queryClient, params.locale, params._splat ?? '');
    await Promise.all([preloadPageCode(page), seedEmbeddedRecord(context.queryClient, params.locale, page)]);
  },
  component: function CmsRoute() {
    const { locale, _splat } = Route.useParams();
    return <PageRoute locale={locale} path={_splat ?? ''} screens={PAGE_SCREENS} blocks={PAGE_BLOCKS} />;
  },
  ...PageRoute.states,
});
