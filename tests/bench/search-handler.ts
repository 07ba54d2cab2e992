import { performance } from 'node:perf_hooks';
import { searchCalls } from '../../src/shared/api/calls/search.ts';
import type { Queryable } from '../../src/server/db/database.ts';
import { DocumentStore } from '../../src/server/lib/documents/document-store.ts';
import { search } from '../../src/server/features/search/search.repo.ts';
import { percentile } from './stats.ts';

/**
 * The search handler's own time, without HTTP and without the answer cache: each listed request's input is
 * validated and searched once in turn (after one warm-up pass that loads the documents), p50/p95 in ms.
 */
export async function searchHandlerTimes(db: Queryable, paths: readonly string[]): Promise<{ p50: number; p95: number; runs: number }> {
  const store = new DocumentStore(db);
  const inputs = paths.map((path) => searchCalls.search.input.parse(Object.fromEntries(new URL(path, 'http://bench').searchParams)));
  const handler = async (input: (typeof inputs)[number]) => search(await store.current(), input);
  for (const input of inputs) await handler(input);
  const times: number[] = [];
  for (let pass = 0; pass < 3; pass += 1) {
    for (const input of inputs) {
      const started = performance.now();
      await handler(input);
      times.push(performance.now() - started);
    }
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), runs: times.length };
}
