import { createFileRoute } from '@tanstack/react-router';
import { toRoutedLocale } from '../../../shared/constants/locales.ts';
import { pragueToday } from '../../../shared/domain/prague-time.ts';
import { loadPage } from '../../features/pages/load-page.ts';
import { parsePageSearch } from '../../lib/page-search.ts';
import { PageRoute } from '../../features/pages/page-route.tsx';
import { PAGE_BLOCKS, PAGE_SCREENS, preparePage } from '../-page-screens.ts';

export const Route = createFileRoute('/$locale/')({
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const page = await loadPage(context.queryClient, params.locale, '');
    const locale = toRoutedLocale(params.locale);
    const today = pragueToday();
    await preparePage({ queryClient: context.queryClient, page, locale, path: '', search: deps, today });
    return { today };
  },
  component: function HomeRoute() {
    const { locale } = Route.useParams();
    const { today } = Route.useLoaderData();
    return <PageRoute locale={locale} path="" today={today} screens={PAGE_SCREENS} blocks={PAGE_BLOCKS} />;
  },
  ...PageRoute.states,
});
