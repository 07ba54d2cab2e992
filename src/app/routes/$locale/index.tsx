import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../../features/pages/load-page.ts';
import { PageRoute } from '../../features/pages/page-route.tsx';

export const Route = createFileRoute('/$locale/')({
  loader: ({ context, params }) => loadPage(context.queryClient, params.locale, ''),
  component: function HomeRoute() {
    const { locale } = Route.useParams();
    return <PageRoute locale={locale} path="" />;
  },
  ...PageRoute.states,
});
