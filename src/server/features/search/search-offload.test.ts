import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCalls } from '../../../shared/api/calls/search.ts';
import type { Database } from '../../db/database.ts';
import { DocumentStore } from '../../lib/documents/document-store.ts';
import { openTestDatabase } from '../../../../tests/support/test-database.ts';
import { search } from './search.repo.ts';
import { SearchOffload } from './search-offload.ts';

const input = (query: string, locale = 'cs', page = 1) => searchCalls.search.input.parse({ query, locale, page: String(page) });
const INPUTS = ['vin', 'sklep', 'vinarstvi', 'morav', 'xyzzy', 'Mikulov'].flatMap((query) => ['cs', 'en'].flatMap((locale) => [1, 2].map((page) => input(query, locale, page))));
const text = async (answer: Promise<Buffer>) => (await answer).toString();

let db: Database;

/** A store of the test database with its own offload, closed after `test`. */
async function withOffload(test: (store: DocumentStore, offload: SearchOffload) => Promise<void>): Promise<void> {
  const store = new DocumentStore(db);
  const offload = new SearchOffload(store);
  try {
    await test(store, offload);
  } finally {
    await offload.close();
  }
}

describe('search offload: searches answered by a worker thread', () => {
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => db.close());

  it('answers from the main thread until the worker holds the snapshot, then from the worker, byte for byte the same', () => withOffload(async (store, offload) => {
    const index = await store.current();
    const before = await text(offload.search(index, input('sklep')));
    expect(offload.answeredInWorker).toBe(0);
    await offload.holding(index.version);
    expect(offload.workerHolds(index.version)).toBe(true);
    for (const each of INPUTS) expect(await text(offload.search(index, each))).toBe(search(index, each).toString());
    expect(offload.answeredInWorker).toBe(INPUTS.length);
    expect(await text(offload.search(index, input('sklep')))).toBe(before);
  }));

  it('takes a burst beyond its queue in the main thread, and every answer is right', () => withOffload(async (store, offload) => {
    const index = await store.current();
    await offload.holding(index.version);
    const burst = [...INPUTS, ...INPUTS];
    const answers = await Promise.all(burst.map((each) => text(offload.search(index, each))));
    expect(answers).toEqual(burst.map((each) => search(index, each).toString()));
    expect(offload.answeredInWorker).toBe(8);
  }));

  it('follows a changed catalogue: the worker loads the new snapshot and finds what the change added', () => withOffload(async (store, offload) => {
    const first = await store.current();
    await offload.holding(first.version);
    const [doc] = await db.query<{ doc_type: string; entity_id: number }>("SELECT doc_type, entity_id FROM search_documents WHERE doc_type = 'winemaker' ORDER BY entity_id LIMIT 1");
    await db.query("UPDATE search_documents SET keywords = keywords || ' zzquokka' WHERE doc_type = $1 AND entity_id = $2", [doc?.doc_type, doc?.entity_id]);
    const second = await store.current();
    expect(second.version).toBeGreaterThan(first.version);
    expect(offload.workerHolds(second.version)).toBe(false);
    await offload.holding(second.version);
    const found = JSON.parse(await text(offload.search(second, input('zzquokka')))) as { counts: Record<string, number>; winemaker?: { id: number }[] };
    expect(offload.answeredInWorker).toBe(1);
    expect(found.counts.winemaker).toBe(1);
    expect(found.winemaker?.map((item) => item.id)).toEqual([doc?.entity_id]);
  }));

  it('answers in the main thread once the worker has stopped', () => withOffload(async (store, offload) => {
    const index = await store.current();
    await offload.holding(index.version);
    await offload.close();
    expect(offload.workerHolds(index.version)).toBe(false);
    expect(await text(offload.search(index, input('vin')))).toBe(search(index, input('vin')).toString());
    expect(offload.answeredInWorker).toBe(0);
  }));

  it('does not keep a process alive that is otherwise done', async () => {
    const script = new URL('./offload-left-open.fixture.ts', import.meta.url).pathname;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], { timeout: 60_000 });
    expect(stdout.trim()).toBe('worker holds true');
  }, 90_000);
});
