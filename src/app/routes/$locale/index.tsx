import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../../features/pages/load-page.ts';
import { PageRoute } from '../../features/pages/page-route.tsx';
import { PAGE_BLOCKS, PAGE_SCREENS, preloadPageCode } from '../-page-screens.ts';

export const Route = createFileRoute('/$locale/')({
  loader: async ({ context, params }) => {
    await preloadPageCode(await loadPage(context.queryClient, params.locale, ''));
  },
  component: function HomeRoute() {
    const { locale } = Route.useParams();
    return <PageRoute locale={locale} path="" screens={PAGE_SCREENS} blocks={PAGE_BLOCKS} />;
  },
  ...PageRoute.states,
});
