import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { persistedContentKey } from './persisted-content.ts';

const persisted = (client: QueryClient, timestamp = Date.now()): PersistedClient => ({
  timestamp,
  buster: '',
  clientState: dehydrate(client),
});

describe('persistedContentKey', () => {
  it('stays the same when only a fetch starts or ends without a new answer, or the time of saving moves', () => {
    const client = new QueryClient();
    client.setQueryData(['list', 1], { items: [1, 2] });
    const before = persistedContentKey(persisted(client, 1));
    const query = client.getQueryCache().find({ queryKey: ['list', 1] });
    query?.setState({ fetchStatus: 'fetching' });
    expect(persistedContentKey(persisted(client, 2))).toBe(before);
    query?.setState({ fetchStatus: 'idle' });
    // A query with no answer yet is not kept, so adding one changes nothing kept.
    client.getQueryCache().build(client, { queryKey: ['list', 2] });
    expect(persistedContentKey(persisted(client, 3))).toBe(before);
  });

  it('changes with a new answer (even an equal one), an invalidation, a new kept query or a paused mutation', async () => {
    const client = new QueryClient();
    client.setQueryData(['list', 1], { items: [1, 2] });
    const keys = [persistedContentKey(persisted(client))];
    client.setQueryData(['list', 1], { items: [1, 2] });
    keys.push(persistedContentKey(persisted(client)));
    await client.invalidateQueries({ queryKey: ['list', 1], refetchType: 'none' });
    keys.push(persistedContentKey(persisted(client)));
    client.setQueryData(['detail', 7], { title: 'Bartoš & syn' });
    keys.push(persistedContentKey(persisted(client)));
    client.getMutationCache().build(
      client,
      { mutationKey: ['rate'] },
      {
        context: undefined,
        data: undefined,
        error: null,
        failureCount: 0,
        failureReason: null,
        isPaused: true,
        status: 'pending',
        variables: { stars: 5 },
        submittedAt: 1,
      },
    );
    keys.push(persistedContentKey(persisted(client)));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
