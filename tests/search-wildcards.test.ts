import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CallDefinition } from '../src/shared/api/define-call.ts';
import { allCalls } from '../src/shared/api/registry.ts';
import { openTestApp, type TestApp } from './support/test-app.ts';

type Answer = { count?: number; items?: unknown[]; counts?: { all?: number } };

/** The parameter that carries a call's search term: `s` in the lists and the map, `query` in the site and encyclopedia search. */
const TERM_FIELDS = ['s', 'query'];
/** Terms that are wildcards or the escape character of SQL LIKE; the seeded catalogue holds none of these characters. */
const WILDCARD_TERMS = ['%', '_', '\\', '%%%', '___', '_%_', '\\\\\\', '%_\\'];

/** The field that carries the search term, when the call can be called with a term alone. */
function termField(call: CallDefinition): string | undefined {
  const schema = z.toJSONSchema(call.input, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return TERM_FIELDS.find(
    (field) => field in (schema.properties ?? {}) && call.input.safeParse({ [field]: 'ryzlink' }).success,
  );
}

const searchable = allCalls
  .filter((call) => call.method === 'GET' && call.auth === 'public')
  .flatMap((call) => {
    const field = termField(call);
    return field ? [[`${call.path}?${field}=…`, call, field] as const] : [];
  });

/** How many results an answer holds: a list's count, a search's counts.all, or the points of the map. */
const found = (answer: Answer): number => answer.count ?? answer.counts?.all ?? answer.items?.length ?? Number.NaN;

describe('a search term matches its own characters: % and _ are no wildcards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A searching GET; a 429 (searches are limited per client address, and every test request comes from one) waits and asks again. */
  async function search<T>(path: string): Promise<{ status: number; body: T }> {
    for (;;) {
      const response = await t.app.request(path);
      if (response.status !== 429) return { status: response.status, body: (await response.json()) as T };
      await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000));
    }
  }

  it('covers the lists that search in SQL', () => {
    expect(searchable.map(([, call]) => call.path)).toEqual(
      expect.arrayContaining([
        '/api/restaurant',
        '/api/news',
        '/api/event',
        '/api/recipes',
        '/api/download',
        '/api/mlWine',
      ]),
    );
  });

  it.each(searchable)(
    '%s finds nothing for a wildcard the catalogue does not hold',
    { timeout: 60_000 },
    async (_name, call, field) => {
      // (The site and encyclopedia search take terms of 3 characters and more.)
      for (const term of WILDCARD_TERMS.filter((text) => call.input.safeParse({ [field]: text }).success)) {
        const { status, body } = await search<Answer>(`${call.path}?${field}=${encodeURIComponent(term)}`);
        expect(status, `${term} → ${JSON.stringify(body).slice(0, 200)}`).toBe(200);
        expect(found(body), term).toBe(0);
      }
    },
  );

  it('finds a title with a literal % and _ by those characters, and only it', async () => {
    const insert = (id: number, title: string) =>
      t.db.query(
        `INSERT INTO restaurants (id, slug, title, description, city, street_with_number, zip, opening_hours)
         VALUES ($1, $2, $3, '{"cs": ""}', 'Mikulov', 'Náměstí 1', '692 01', '{}')`,
        [id, `bistro-${id}`, title],
      );
    await insert(59_001, 'Bistro 100% Ryzlink');
    await insert(59_002, 'Bistro 1000 Ryzlinků');
    await insert(59_003, 'Vinárna pod_zámkem');
    await insert(59_004, 'Vinárna pod zámkem');
    const titles = async (term: string) =>
      (
        await search<{ items: { title: string }[] }>(`/api/restaurant?limit=50&s=${encodeURIComponent(term)}`)
      ).body.items.map((item) => item.title);
    expect(await titles('100%')).toEqual(['Bistro 100% Ryzlink']);
    expect(await titles('0%')).toEqual(['Bistro 100% Ryzlink']);
    expect(await titles('100')).toEqual(['Bistro 100% Ryzlink', 'Bistro 1000 Ryzlinků']);
    expect(await titles('pod_z')).toEqual(['Vinárna pod_zámkem']);
    expect(await titles('d_z')).toEqual(['Vinárna pod_zámkem']);
  });
});
