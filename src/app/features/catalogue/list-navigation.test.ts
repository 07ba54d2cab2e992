import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from './list-filters.ts';
import { listNavigation } from './list-navigation.ts';

function routerAt(address: string) {
  const rootRoute = createRootRoute();
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '$locale/$' });
  return createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: [address] }),
  });
}

describe("a list's navigation", () => {
  it("keeps the other keys of the router's address as it is when built, and replaces the list's own", () => {
    const router = routerAt('/cs/vinari?s=old&page=3&showModal=1&search=ryzlink');
    const next = router.buildLocation(listNavigation('cs', '/cs/vinari', { ...EMPTY_FILTERS, s: 'Mikulov' }));
    expect(next.pathname).toBe('/cs/vinari');
    expect(next.search).toEqual({ showModal: 1, search: 'ryzlink', s: 'Mikulov' });
  });

  it('follows the address after a navigation the screen has not rendered yet', () => {
    const router = routerAt('/cs/vinari');
    const navigation = listNavigation('cs', '/cs/vinari', { ...EMPTY_FILTERS, s: 'Mikulov', page: 2 });
    router.history.push('/cs/vinari?showModal=1');
    router.updateLatestLocation();
    expect(router.buildLocation(navigation).search).toEqual({ showModal: 1, s: 'Mikulov', page: 2 });
  });
});
