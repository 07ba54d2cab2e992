import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placesCalls } from '../../../shared/api/calls/places.ts';
import type { Database } from '../../db/database.ts';
import { openTestDatabase } from '../../../../tests/support/test-database.ts';
import { listFilterOptions } from './filter-options.repo.ts';
import { listRestaurants } from './restaurants.repo.ts';
import { listWineEntities } from './wine-entities.repo.ts';

type Query = Record<string, string | string[]>;
type Option = { id: number | string; count: number };
type Categories = Record<string, Option[]>;

const options = async (db: Database, query: Query) =>
  listFilterOptions(db, placesCalls.others.input.parse({ locale: 'cs', ...query }));

const winemakers = async (db: Database, query: Query) =>
  (await listWineEntities(db, placesCalls.wineEntityList.input.parse({ t: 'winemaker', limit: '1', ...query }))).count;

const restaurants = async (db: Database, query: Query) =>
  (await listRestaurants(db, placesCalls.restaurantList.input.parse({ limit: '1', ...query }))).count;

const countOf = (categories: Categories, category: string, id: number | string) =>
  categories[category]?.find((option) => option.id === id)?.count;

const asList = (values: readonly (number | string)[]) => values.map(String);

/**
 * Each option's count is what the list shows once that option is chosen too: a place (subregion, municipality)
 * replaces the chosen places, a language or choice is added to the chosen ones. `list` counts a list for a query.
 */
async function expectCountsOfTheList(
  categories: Categories,
  chosen: { sr: number[]; m: number[]; l: number[]; p: string[]; s?: string; o?: string },
  choicesKey: string,
  list: (query: Query) => Promise<number>,
) {
  const base = {
    ...(chosen.s ? { s: chosen.s } : {}),
    ...(chosen.o ? { o: chosen.o } : {}),
    l: asList(chosen.l),
    p: asList(chosen.p),
  };
  const cases: [string, Option, Query][] = [
    ...(categories.subregions ?? []).map((o): [string, Option, Query] => [
      'subregion',
      o,
      { ...base, sr: [String(o.id)] },
    ]),
    ...(categories.municipalities ?? [])
      .filter((o) => o.count > 0)
      .slice(0, 5)
      .map((o): [string, Option, Query] => ['municipality', o, { ...base, m: [String(o.id)] }]),
    ...(categories.languages ?? []).map((o): [string, Option, Query] => [
      'language',
      o,
      { ...base, sr: asList(chosen.sr), m: asList(chosen.m), l: asList([...new Set([...chosen.l, Number(o.id)])]) },
    ]),
    ...(categories[choicesKey] ?? []).map((o): [string, Option, Query] => [
      'choice',
      o,
      { ...base, sr: asList(chosen.sr), m: asList(chosen.m), p: asList([...new Set([...chosen.p, String(o.id)])]) },
    ]),
  ];
  for (const [category, option, query] of cases)
    expect(option.count, `${category} ${String(option.id)}`).toBe(await list(query));
}

describe('filter options with counts that follow the chosen filters', () => {
  let db: Database;
  let mikulovska: number;
  let czech: number;
  beforeAll(async () => {
    db = await openTestDatabase();
    const [subregion] = await db.query<{ id: number }>(
      "SELECT id FROM wine_subregions WHERE title->>'cs' = 'Mikulovská'",
    );
    const [language] = await db.query<{ id: number }>("SELECT id FROM languages WHERE title->>'cs' = 'Čeština'");
    if (!subregion || !language) throw new Error('the seed has no Mikulovská or no Čeština');
    mikulovska = subregion.id;
    czech = language.id;
  });
  afterAll(async () => {
    await db.close();
  });

  it('with nothing chosen, counts every winemaker of each option and all of them', async () => {
    const answer = await options(db, { type: 'winemaker' });
    expect(answer.count).toBe(await winemakers(db, {}));
    await expectCountsOfTheList(answer.categories, { sr: [], m: [], l: [], p: [] }, 'programmes', (query) =>
      winemakers(db, query),
    );
  });

  it('choosing Mikulovská changes the language counts (Čeština) but not the subregion counts', async () => {
    const before = await options(db, { type: 'winemaker' });
    const after = await options(db, { type: 'winemaker', sr: String(mikulovska) });
    const czechBefore = countOf(before.categories, 'languages', czech) ?? 0;
    const czechAfter = countOf(after.categories, 'languages', czech) ?? 0;
    expect(czechAfter).toBeGreaterThan(0);
    expect(czechAfter).toBeLessThan(czechBefore);
    expect(czechAfter).toBe(await winemakers(db, { sr: String(mikulovska), l: String(czech) }));
    // The places give way to each other: another subregion still counts its own winemakers.
    expect(after.categories.subregions).toEqual(before.categories.subregions);
    expect(after.count).toBe(await winemakers(db, { sr: String(mikulovska) }));
    expect(after.count).toBeLessThan(before.count ?? 0);
  });

  it('with a subregion, a municipality, a language, a programme and a search chosen, each count is what choosing it shows', async () => {
    const [municipality] = await db.query<{ id: number }>(
      'SELECT municipality_id AS id FROM wine_entity_list_rows WHERE list_type = $1 AND subregion_id = $2 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
      ['winemaker', mikulovska],
    );
    const chosen = { sr: [mikulovska], m: [municipality?.id ?? 0], l: [czech], p: ['card'], s: 'vin' };
    const answer = await options(db, {
      type: 'winemaker',
      s: chosen.s,
      sr: asList(chosen.sr),
      m: asList(chosen.m),
      l: asList(chosen.l),
      p: chosen.p,
    });
    expect(answer.count).toBe(
      await winemakers(db, { s: 'vin', sr: asList(chosen.sr), m: asList(chosen.m), l: asList(chosen.l), p: 'card' }),
    );
    expect(answer.count).toBeGreaterThan(0);
    // Some option gives nothing with these filters: its count is 0 (the sidebar disables it).
    expect(
      Object.values(answer.categories)
        .flat()
        .some((option) => option.count === 0),
    ).toBe(true);
    await expectCountsOfTheList(answer.categories, chosen, 'programmes', (query) => winemakers(db, query));
  });

  it('counts the restaurants the same way, with the restaurant choices', async () => {
    const chosen = { sr: [mikulovska], m: [], l: [czech], p: ['hasCardPayment'] };
    const answer = await options(db, {
      type: 'restaurant',
      sr: asList(chosen.sr),
      l: asList(chosen.l),
      p: ['hasCardPayment', 'card'],
    });
    expect(answer.count).toBe(
      await restaurants(db, { sr: asList(chosen.sr), l: asList(chosen.l), p: 'hasCardPayment' }),
    );
    expect(answer.categories.programmes).toBeUndefined();
    await expectCountsOfTheList(answer.categories, chosen, 'choices', (query) => restaurants(db, query));
  });

  it('with the "open" filter chosen, counts only the places open then, as the list does', async () => {
    // A summer Saturday afternoon, on Prague's clock.
    const o = '2026-07-04T15:00';
    const all = await options(db, { type: 'winemaker' });
    const open = await options(db, { type: 'winemaker', o, l: String(czech) });
    expect(open.count).toBe(await winemakers(db, { o, l: String(czech) }));
    expect(open.count).toBeGreaterThan(0);
    expect(open.count).toBeLessThan(countOf(all.categories, 'languages', czech) ?? 0);
    await expectCountsOfTheList(open.categories, { sr: [], m: [], l: [czech], p: [], o }, 'programmes', (query) =>
      winemakers(db, query),
    );
    const restaurantsOpen = await options(db, { type: 'restaurant', o });
    expect(restaurantsOpen.count).toBe(await restaurants(db, { o }));
  });

  it('refuses unbounded or unknown filters as the lists do', () => {
    const parse = (query: Query) => placesCalls.others.input.safeParse({ type: 'winemaker', ...query }).success;
    expect(parse({ sr: '1', l: ['1', '2'], p: 'card', s: 'vin' })).toBe(true);
    expect(parse({ s: 'x'.repeat(201) })).toBe(false);
    expect(parse({ l: Array.from({ length: 51 }, (_, i) => String(i + 1)) })).toBe(false);
    expect(parse({ sr: '-1' })).toBe(false);
    expect(parse({ p: 'hack' })).toBe(false);
    expect(parse({ o: 'tomorrow' })).toBe(false);
  });
});
