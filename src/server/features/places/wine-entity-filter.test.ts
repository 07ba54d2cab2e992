import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { placesCalls } from '../../../shared/api/calls/places.ts';
import { PROGRAMME_CHOICES, WINE_ENTITY_TYPES } from '../../../shared/constants/places.ts';
import type { Database } from '../../db/database.ts';
import { Random } from '../../seed/random.ts';
import { SqlWhere } from '../../lib/sql-builder.ts';
import { openTestDatabase } from '../../../../tests/support/test-database.ts';
import { loadWineEntityList } from './wine-entity-list.ts';

type ListInput = z.output<typeof placesCalls.wineEntityList.input>;

/** The list filter as SQL: the specification the in-memory filter must agree with. */
function sqlFilter(input: ListInput): SqlWhere {
  const where = new SqlWhere();
  if (input.t) where.and(`e.types @> ${where.add(JSON.stringify([input.t]))}::jsonb`);
  where.words('e.search_text', input.s);
  if (input.sr.length > 0) where.and(`e.subregion_id = ANY(${where.add(input.sr)}::int[])`);
  if (input.m.length > 0) {
    where.and(input.sr.length > 0
      ? `(e.municipality_id = ANY(${where.add(input.m)}::int[]) OR NOT EXISTS (SELECT 1 FROM wine_municipalities wm WHERE wm.id = ANY($${where.params.length}::int[]) AND wm.subregion_id = e.subregion_id))`
      : `e.municipality_id = ANY(${where.add(input.m)}::int[])`);
  }
  for (const language of input.l) where.and(`e.language_ids @> ${where.add(JSON.stringify([language]))}::jsonb`);
  if (input.p.length > 0) where.and(`e.programmes @> ${where.add(JSON.stringify(input.p))}::jsonb`);
  return where;
}

describe('wine entity list filter in memory', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it('picks the same page and count as the SQL filter for 300 random filter sets, including last and past-the-end pages', async () => {
    // Small chunks: the list order must survive reading it chunk by chunk.
    const { filter } = await loadWineEntityList(db, 37);
    const municipalities = await db.query<{ id: number; subregion_id: number }>('SELECT id, subregion_id FROM wine_municipalities ORDER BY id');
    const words = ['vinarstvi', 'sklep', 'mikulov', 'velke', 'pavlovice', 'vinarstvy', 'nov', 'valtice'];
    const random = new Random(11);
    let nonEmpty = 0;
    for (let run = 0; run < 300; run += 1) {
      const chosen = random.chance(0.6) ? [random.pick(municipalities), random.pick(municipalities)] : [];
      const input = placesCalls.wineEntityList.input.parse({
        locale: 'cs',
        t: random.chance(0.8) ? random.pick([...WINE_ENTITY_TYPES]) : undefined,
        s: random.chance(0.3) ? random.pick(words) : undefined,
        sr: [...new Set([...chosen.map((m) => m.subregion_id), ...(random.chance(0.3) ? [random.int(1, 6)] : [])])].map(String),
        m: random.chance(0.7) ? chosen.map((m) => String(m.id)) : [],
        l: random.chance(0.2) ? [String(random.int(1, 4))] : [],
        p: random.chance(0.4) ? [random.pick([...PROGRAMME_CHOICES])] : [],
        limit: String(random.pick([10, 10, 1000])),
        offset: String(random.pick([0, 10, 20, 50, 5000])),
      });
      const where = sqlFilter(input);
      const rows = await db.query<{ id: number }>(`SELECT e.id FROM wine_entities e ${where} ORDER BY lower(e.title), e.id`, where.params);
      const page = filter.page(input);
      expect(page.count, JSON.stringify(input)).toBe(rows.length);
      expect(page.ids, JSON.stringify(input)).toEqual(rows.slice(input.offset, input.offset + input.limit).map((row) => row.id));
      if (page.ids.length > 0) nonEmpty += 1;
    }
    // Enough of the random filter sets must match something for the comparison to mean anything.
    expect(nonEmpty).toBeGreaterThan(40);
  });
});
