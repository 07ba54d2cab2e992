import { createRootRouteWithContext, Outlet, Scripts } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { RouterContext } from '../router.tsx';
import { NotFound } from '../ui/not-found.tsx';

/** Set on <html> once the app has taken the page over (hydrated, or rendered from the device): it answers input. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** `Scripts` carries the server's router and query state to the browser, which hydrates from it. */
function Root() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
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
