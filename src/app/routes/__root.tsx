import { createRootRouteWithContext, Outlet, Scripts } from '@tanstack/react-router';
import type { RouterContext } from '../router.tsx';
import { NotFound } from '../ui/not-found.tsx';

/** `Scripts` carries the server's router and query state to the browser, which hydrates from it. */
function Root() {
  return (
    <>
      <Outlet />
      <Scripts />
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: () => <NotFound locale="cs" />,
});
