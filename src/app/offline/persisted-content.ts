import type { PersistedClient } from '@tanstack/react-query-persist-client';

/**
 * What of a persisted cache changes when its content does: each kept query's data and error versions, status and
 * invalidation, each kept mutation's state, and the buster. A cache event that changes none of these (a fetch
 * starting or ending with no new answer, a query added that has no answer yet) leaves the device's copy as it is.
 */
export function persistedContentKey(client: PersistedClient): string {
  const { queries, mutations } = client.clientState;
  return [
    client.buster,
    ...queries.map(
      ({ queryHash, state }) =>
        `q ${queryHash} ${state.dataUpdatedAt} ${state.dataUpdateCount} ${state.errorUpdatedAt} ${state.status} ${state.isInvalidated}`,
    ),
    ...mutations.map(
      ({ mutationKey, state }) =>
        `m ${JSON.stringify(mutationKey ?? null)} ${state.submittedAt} ${state.status} ${state.isPaused} ${state.failureCount}`,
    ),
  ].join('\n');
}
